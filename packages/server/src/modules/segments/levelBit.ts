/** The bit of a workflow level in confirmed_levels and locked_levels. */
export const levelBit = (level: number): number => 2 ** (level - 1);
