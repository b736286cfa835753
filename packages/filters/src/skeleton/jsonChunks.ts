// Pieces of about this many characters: far below V8's largest string, small enough to copy.
const pieceChars = 1024 * 1024;

function* stringPieces(text: string): Generator<string> {
  if (text.length <= pieceChars) {
    yield JSON.stringify(text);
    return;
  }
  // A long string is escaped slice by slice; a slice ending inside a surrogate pair is written
  // as \ud8xx escapes, which JSON.parse joins back into the pair.
  yield '"';
  for (let at = 0; at < text.length; at += pieceChars) {
    yield JSON.stringify(text.slice(at, at + pieceChars)).slice(1, -1);
  }
  yield '"';
}

function* valuePieces(value: unknown): Generator<string> {
  if (typeof value === 'string') {
    yield* stringPieces(value);
  } else if (Array.isArray(value)) {
    yield '[';
    for (const [index, item] of value.entries()) {
      if (index > 0) yield ',';
      yield* valuePieces(item === undefined ? null : item);
    }
    yield ']';
  } else if (value !== null && typeof value === 'object') {
    yield '{';
    let first = true;
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      yield `${first ? '' : ','}${JSON.stringify(key)}:`;
      first = false;
      yield* valuePieces(item);
    }
    yield '}';
  } else {
    yield JSON.stringify(value) ?? 'null';
  }
}

/**
 * The JSON text of a plain value (what JSON.stringify writes for strings, numbers, booleans, null,
 * arrays and plain objects) in pieces of about a megabyte, so that the skeleton of a big file is
 * never one string longer than V8 allows.
 */
export function* jsonChunks(value: unknown): Generator<string> {
  let pending = '';
  for (const piece of valuePieces(value)) {
    pending += piece;
    if (pending.length >= pieceChars) {
      yield pending;
      pending = '';
    }
  }
  if (pending) yield pending;
}
