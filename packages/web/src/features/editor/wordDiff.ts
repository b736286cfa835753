/** One run of a word diff: words both sides share, or only the match's (deleted) or the segment's (inserted). */
export interface DiffPart {
  kind: 'same' | 'deleted' | 'inserted';
  text: string;
}

// Words and the spaces between them, so the diff shows the text as written.
const tokensOf = (text: string): string[] => text.match(/\s+|[^\s]+/g) ?? [];

/**
 * The word diff that turns a TM match's source into the segment's source (longest common
 * subsequence): what the match has and the segment lacks is deleted, what it lacks is inserted.
 */
export function wordDiff(matchSource: string, segmentSource: string): DiffPart[] {
  const a = tokensOf(matchSource);
  const b = tokensOf(segmentSource);
  const common = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i]![j] =
        a[i] === b[j]
          ? common[i + 1]![j + 1]! + 1
          : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], text: string) => {
    const last = parts[parts.length - 1];
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push('same', a[i]!);
      i++;
      j++;
    } else if (j < b.length && (i === a.length || common[i]![j + 1]! >= common[i + 1]![j]!))
      push('inserted', b[j++]!);
    else push('deleted', a[i++]!);
  }
  return parts;
}
