import * as tokens from '@cloudscape-design/design-tokens';
import { tagTokens } from '@tessera/contracts';
import type { CSSProperties, ReactNode } from 'react';

export const tagChipStyle: CSSProperties = {
  display: 'inline-block',
  padding: '0 4px',
  margin: '0 1px',
  borderRadius: 6,
  background: tokens.colorBackgroundButtonPrimaryDefault,
  color: tokens.colorTextButtonPrimaryDefault,
  fontSize: '0.85em',
};

/** Segment text with its tags shown as chips, as the active target shows them. */
export function TaggedText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const token of tagTokens(text)) {
    if (token.start > at) parts.push(text.slice(at, token.start));
    parts.push(
      <span key={token.start} style={tagChipStyle}>
        {text.slice(token.start, token.end)}
      </span>,
    );
    at = token.end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
