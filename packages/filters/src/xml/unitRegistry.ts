import type { TextUnit } from '../types.js';

/** Hands out unit ids in document order and keeps the units a parse returns (or adds to a format's own list). */
export class UnitRegistry {
  constructor(readonly units: TextUnit[] = []) {}

  add(source: string, details: Omit<TextUnit, 'id' | 'source'>): string {
    const id = String(this.units.length + 1);
    this.units.push({ id, source, ...details });
    return id;
  }
}
