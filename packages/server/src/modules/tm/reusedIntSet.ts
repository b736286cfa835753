/**
 * A set of 32-bit integers emptied in constant time (each slot carries the stamp of the use that
 * filled it), so that making each unit's keys distinct allocates nothing once it has grown: a Set
 * per unit and side, its numbers boxed, was most of what a TMX import's reader allocated (#14).
 */
export class ReusedIntSet {
  private values = new Int32Array(256);
  private stamps = new Uint32Array(256);
  // 32 minus log2 of the capacity: a value's slot is the top bits of its multiplicative hash.
  private shift = 24;
  private stamp = 1;
  private size = 0;

  /** Empties the set. */
  clear(): void {
    this.size = 0;
    this.stamp += 1;
    if (this.stamp === 0xffff_ffff) {
      this.stamps.fill(0);
      this.stamp = 1;
    }
  }

  /** Adds value; false when the set held it already. */
  add(value: number): boolean {
    if ((this.size + 1) * 2 > this.values.length) this.grow();
    const mask = this.values.length - 1;
    for (let slot = Math.imul(value, 0x9e37_79b1) >>> this.shift; ; slot = (slot + 1) & mask) {
      if (this.stamps[slot] !== this.stamp) {
        this.stamps[slot] = this.stamp;
        this.values[slot] = value;
        this.size += 1;
        return true;
      }
      if (this.values[slot] === value) return false;
    }
  }

  private grow(): void {
    const { values, stamps, stamp } = this;
    this.values = new Int32Array(values.length * 2);
    this.stamps = new Uint32Array(values.length * 2);
    this.shift -= 1;
    this.stamp = 1;
    this.size = 0;
    for (let slot = 0; slot < values.length; slot++) {
      if (stamps[slot] === stamp) this.add(values[slot] ?? 0);
    }
  }
}
