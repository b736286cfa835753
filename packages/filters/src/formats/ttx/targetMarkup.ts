import { tagText, tagTokens } from '@tessera/contracts';
import type { TagMarkup } from '../../tags/index.js';
import { escapeXmlText } from '../../xml/xmlEscape.js';

/**
 * Writes a target into a Tuv: tokens the unit has no tag for are literal text, and a <df> must
 * stay well-formed, so crossing pairs are closed and reopened, unclosed ones closed at the end
 * and closings without their opening dropped.
 */
export function targetMarkup(target: string, tags: TagMarkup): string {
  let written = '';
  let at = 0;
  let pending = '';
  const open: string[] = [];
  const emit = (kind: 'open' | 'close', id: string) => {
    written += tags[tagText(kind, id)] ?? '';
  };
  for (const token of tagTokens(target)) {
    const known = tags[target.slice(token.start, token.end)] !== undefined;
    pending += target.slice(at, known ? token.start : token.end);
    at = token.end;
    if (!known) continue;
    written += escapeXmlText(pending);
    pending = '';
    if (token.kind === 'standalone') written += tags[tagText('standalone', token.id)] ?? '';
    else if (token.kind === 'open') {
      open.push(token.id);
      emit('open', token.id);
    } else {
      const depth = open.lastIndexOf(token.id);
      if (depth === -1) continue;
      const inner = open.splice(depth).slice(1);
      for (const id of [...inner].reverse()) emit('close', id);
      emit('close', token.id);
      for (const id of inner) {
        emit('open', id);
        open.push(id);
      }
    }
  }
  written += escapeXmlText(pending + target.slice(at));
  for (const id of open.reverse()) emit('close', id);
  return written;
}
