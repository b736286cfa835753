// Pieces of about this many characters: far below V8's largest string, small enough to copy.
const pieceChars = 1024 * 1024;
// Values whose strings hold fewer characters than this are written by one JSON.stringify.
const smallChars = 16 * 1024;
// Items of a long array are written this many at a time when their strings are small.
const runItems = 256;

/** Whether a value's strings (and keys) add up to fewer than budget characters. */
function isSmall(value: unknown, budget = smallChars): boolean {
  let left = budget;
  const pending: unknown[] = [value];
  for (let next = pending.pop(); left > 0; next = pending.pop()) {
    if (typeof next === 'string') left -= next.length + 2;
    else if (Array.isArray(next)) {
      left -= next.length + 2;
      // One push per item: spreading an array of 200,000 overflowed the call stack.
      if (left > 0) for (const item of next as unknown[]) pending.push(item);
    } else if (next !== null && typeof next === 'object') {
      for (const key in next) {
        left -= key.length + 4;
        if (left > 0) pending.push((next as Record<string, unknown>)[key]);
      }
    } else left -= 8;
    if (pending.length === 0) return left > 0;
  }
  return false;
}

/** Collects JSON text and hands it on to the sink in chunks of about `chunkChars`. */
export class ChunkWriter {
  private pending = '';

  constructor(
    private readonly sink: (chunk: string) => void,
    private readonly chunkChars = pieceChars,
  ) {}

  write(text: string): void {
    this.pending += text;
    if (this.pending.length >= this.chunkChars) this.flush();
  }

  flush(): void {
    if (this.pending) this.sink(this.pending);
    this.pending = '';
  }
}

function writeString(text: string, out: ChunkWriter): void {
  if (text.length <= pieceChars) {
    out.write(JSON.stringify(text));
    return;
  }
  // A long string is escaped slice by slice; a slice ending inside a surrogate pair is written
  // as \ud8xx escapes, which JSON.parse joins back into the pair.
  out.write('"');
  for (let at = 0; at < text.length; at += pieceChars) {
    out.write(JSON.stringify(text.slice(at, at + pieceChars)).slice(1, -1));
  }
  out.write('"');
}

function writeValue(value: unknown, out: ChunkWriter): void {
  if (typeof value === 'string') {
    writeString(value, out);
  } else if (value === null || typeof value !== 'object') {
    out.write(JSON.stringify(value) ?? 'null');
  } else if (isSmall(value)) {
    // Most of a skeleton is small pieces: one native call each rather than a walk of its values.
    out.write(JSON.stringify(value));
  } else if (Array.isArray(value)) {
    out.write('[');
    const items = value as unknown[];
    for (let at = 0; at < items.length; at += runItems) {
      if (at > 0) out.write(',');
      const run = items.slice(at, at + runItems);
      if (isSmall(run, smallChars * 16)) {
        out.write(JSON.stringify(run).slice(1, -1));
        continue;
      }
      for (let index = 0; index < run.length; index++) {
        if (index > 0) out.write(',');
        writeValue(run[index] ?? null, out);
      }
    }
    out.write(']');
  } else {
    out.write('{');
    let first = true;
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      out.write(`${first ? '' : ','}${JSON.stringify(key)}:`);
      first = false;
      writeValue(item, out);
    }
    out.write('}');
  }
}

/** Writes a value's JSON (as writeJsonChunks does) to a writer of the caller's. */
export function writeJsonTo(value: unknown, out: ChunkWriter): void {
  writeValue(value, out);
}

/**
 * Writes the JSON text of a plain value (what JSON.stringify writes for strings, numbers,
 * booleans, null, arrays and plain objects) to the sink in pieces of about a megabyte, as they are
 * made: the skeleton of a big file is never one string longer than V8 allows, nor held whole.
 */
export function writeJsonChunks(value: unknown, sink: (chunk: string) => void): void {
  const out = new ChunkWriter(sink);
  writeValue(value, out);
  out.flush();
}
