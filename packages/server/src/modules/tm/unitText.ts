import crypto from 'node:crypto';
import { tagTokenPattern } from '@tessera/contracts';
import { toNfc } from '@tessera/core';

/** What search and matching compare: tags out, Unicode-normalised, whitespace collapsed, lower case. */
export function plainText(text: string): string {
  // Most texts hold no tag: no regular expression run.
  const untagged = text.includes('{') ? text.replace(tagTokenPattern, ' ') : text;
  const normalized = toNfc(untagged);
  // Only whitespace other than single spaces needs collapsing: a replace built a new string anyway.
  const collapsed = /[^\S ]| {2}/.test(normalized) ? normalized.replace(/\s+/g, ' ') : normalized;
  return collapsed.trim().toLowerCase();
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
  // The one-shot hash: a Hash object per unit cost a large import more than the hashing.
  return crypto
    .hash(
      'sha256',
      [unit.source, unit.target, unit.contextPrev, unit.contextNext, unit.contextKey].join(
        '\u0000',
      ),
      'hex',
    )
    .slice(0, 32);
}
