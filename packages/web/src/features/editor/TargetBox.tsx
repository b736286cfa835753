import * as tokens from '@cloudscape-design/design-tokens';
import { useEffect, useRef } from 'react';
import { commandOf, type EditorCommand } from './shortcuts';

interface Props {
  ordinal: number;
  value: string;
  readOnly: boolean;
  onChange(value: string): void;
  onCommand(command: EditorCommand): void;
}

/** The active segment's target: a text box named "Target {n}" that takes focus when shown. */
export function TargetBox({ ordinal, value, readOnly, onChange, onCommand }: Props) {
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    box.current?.focus({ preventScroll: true });
  }, [ordinal]);
  return (
    <textarea
      ref={box}
      aria-label={`Target ${ordinal}`}
      value={value}
      readOnly={readOnly}
      rows={Math.max(2, value.split('\n').length)}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        const command = commandOf(event);
        if (!command) return;
        event.preventDefault();
        onCommand(command);
      }}
      style={{
        width: '100%',
        boxSizing: 'border-box',
        resize: 'vertical',
        font: 'inherit',
        padding: tokens.spaceScaledXxs,
        borderRadius: tokens.borderRadiusInput,
        border: `1px solid ${tokens.colorBorderInputFocused}`,
        background: readOnly
          ? tokens.colorBackgroundInputDisabled
          : tokens.colorBackgroundInputDefault,
      }}
    />
  );
}
