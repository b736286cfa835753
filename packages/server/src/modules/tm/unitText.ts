import crypto from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { tagTokenPattern } from '@tessera/contracts';

/** What search and matching compare: tags out, Unicode-normalised, whitespace collapsed, lower case. */
export function plainText(text: string): string {
  const untagged = text.replace(tagTokenPattern, ' ');
  // NFC only matters beyond ASCII, and normalising is the costly step of a large import.
  const normalised = /[^ -~\s]/.test(untagged) ? untagged.normalize('NFC') : untagged;
  return normalised.replace(/\s+/g, ' ').trim().toLowerCase();
}

export interface UnitIdentity {
  source: string;
  target: string;
  contextPrev: string;
  contextNext: string;
  contextKey: string;
}

/** Units with the same source, target and context have the same hash and are stored once. */
export function unitHash(unit: UnitIdentity): string {
  return crypto
    .createHash('sha256')
    .update(
      [unit.source, unit.target, unit.contextPrev, unit.contextNext, unit.contextKey].join(
        '\u0000',
      ),
    )
    .digest('hex')
    .slice(0, 32);
}

/** `expression LIKE '%text%'` with LIKE's own wildcards in text taken literally, on both dialects. */
export function containsText(expression: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql<boolean>`${sql.raw(expression)} like ${pattern} escape '\\'`;
}
