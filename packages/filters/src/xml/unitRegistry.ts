import type { TextUnit } from '../types.js';

/**
 * Hands out unit ids in document order and keeps the units a parse returns (or adds to a format's
 * own list); with `onUnit` (FileFilter.parse's), each unit goes there as it is added instead.
 */
export class UnitRegistry {
  private handed = 0;

  constructor(
    readonly units: TextUnit[] = [],
    private readonly onUnit?: (unit: TextUnit) => void,
  ) {}

  add(source: string, details: Omit<TextUnit, 'id' | 'source'>): string {
    const id = String(this.units.length + this.handed + 1);
    const unit = { id, source, ...details };
    if (!this.onUnit) this.units.push(unit);
    else {
      this.handed += 1;
      this.onUnit(unit);
    }
    return id;
  }
}
