import * as tokens from '@cloudscape-design/design-tokens';
import { EditorView } from 'prosemirror-view';
import { useEffect, useRef } from 'react';
import { markedText, nextMissingTag, targetDoc, targetText, type MarkedText } from './tagDocument';
import { insertTag, targetState } from './targetEditing';
import { commandOf, type EditorCommand } from './shortcuts';

interface Props {
  ordinal: number;
  source: string;
  value: string;
  readOnly: boolean;
  onChange(value: string): void;
  onCommand(command: EditorCommand): void;
  /** The text selected in the target, for the reviser's error; null when nothing is. */
  onMark(marked: MarkedText | null): void;
}

const chipStyle = `
.tessera-target .tessera-tag {
  display: inline-block;
  padding: 0 4px;
  margin: 0 1px;
  border-radius: 6px;
  background: ${tokens.colorBackgroundButtonPrimaryDefault};
  color: ${tokens.colorTextButtonPrimaryDefault};
  font-size: 0.85em;
  user-select: all;
}
.tessera-target .ProseMirror-selectednode { outline: 2px solid ${tokens.colorBorderItemFocused}; }
`;

/**
 * The active segment's target (ProseMirror): a text box named "Target {n}" whose tags are
 * protected chips; F8 inserts the source's next missing tag, Ctrl+Z undoes within the segment.
 */
export function TargetEditor(props: Props) {
  const { ordinal, source, value, readOnly, onChange, onCommand, onMark } = props;
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // The latest props for the view's handlers, which are set up once per segment.
  const latest = useRef({ source, readOnly, onChange, onCommand, onMark });
  useEffect(() => {
    latest.current = { source, readOnly, onChange, onCommand, onMark };
  });

  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView(host.current, {
      state: targetState(value),
      editable: () => !latest.current.readOnly,
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': `Target ${ordinal}`,
        class: 'tessera-target-text',
      },
      handleKeyDown: (current, event) => {
        const command = commandOf(event);
        if (!command) return false;
        if (command === 'insertTag') {
          const missing = nextMissingTag(latest.current.source, targetText(current.state.doc));
          if (missing && !latest.current.readOnly)
            insertTag(missing)(current.state, current.dispatch);
        } else latest.current.onCommand(command);
        return true;
      },
      dispatchTransaction(transaction) {
        const next = editor.state.apply(transaction);
        editor.updateState(next);
        if (transaction.docChanged) latest.current.onChange(targetText(next.doc));
        if (transaction.docChanged || transaction.selectionSet)
          latest.current.onMark(markedText(next.doc, next.selection.from, next.selection.to));
      },
    });
    view.current = editor;
    editor.focus();
    return () => {
      view.current = null;
      editor.destroy();
    };
    // A new view per segment: its undo history belongs to that segment alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ordinal]);

  // Text set from outside (copy source, a newer version from the server) replaces the document.
  useEffect(() => {
    const editor = view.current;
    if (!editor || targetText(editor.state.doc) === value) return;
    const doc = targetDoc(value);
    editor.dispatch(editor.state.tr.replaceWith(0, editor.state.doc.content.size, doc.content));
  }, [value]);

  useEffect(() => {
    view.current?.setProps({ editable: () => !readOnly });
  }, [readOnly]);

  return (
    <div className="tessera-target">
      <style>{chipStyle}</style>
      <div
        ref={host}
        style={{
          minHeight: '2.6em',
          whiteSpace: 'pre-wrap',
          padding: tokens.spaceScaledXxs,
          borderRadius: tokens.borderRadiusInput,
          border: `1px solid ${tokens.colorBorderInputFocused}`,
          background: readOnly
            ? tokens.colorBackgroundInputDisabled
            : tokens.colorBackgroundInputDefault,
        }}
      />
    </div>
  );
}
