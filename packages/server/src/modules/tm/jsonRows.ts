const encoder = new TextEncoder();

/**
 * A JSON array of rows written as UTF-8 row by row (what textOfBytes binds): each row is encoded
 * as it comes, so the objects it was made of die young. Rows held as objects until their batch was
 * full outlived the young generation's collections and were promoted (#14).
 */
export class JsonRows {
  // Grown as rows come and kept from batch to batch: a one-unit write needs little.
  private bytes = new Uint8Array(4096);
  private used = 0;
  private count = 0;

  get rows(): number {
    return this.count;
  }

  add(row: unknown): void {
    const json = JSON.stringify(row);
    // UTF-8 takes at most 3 bytes per UTF-16 unit; one more for the comma or bracket before it.
    const needed = this.used + 1 + json.length * 3;
    if (needed > this.bytes.length) {
      const larger = new Uint8Array(Math.max(needed, this.bytes.length * 2));
      larger.set(this.bytes.subarray(0, this.used));
      this.bytes = larger;
    }
    this.bytes[this.used++] = this.count === 0 ? 0x5b : 0x2c;
    this.used += encoder.encodeInto(json, this.bytes.subarray(this.used)).written;
    this.count += 1;
  }

  /** The array of the rows added since the last take, in a buffer of its own; then none are held. */
  take(): Uint8Array<ArrayBuffer> {
    const array = new Uint8Array(this.used + (this.count === 0 ? 2 : 1));
    array.set(this.bytes.subarray(0, this.used));
    if (this.count === 0) array[0] = 0x5b;
    array[array.length - 1] = 0x5d;
    this.used = 0;
    this.count = 0;
    return array;
  }
}
