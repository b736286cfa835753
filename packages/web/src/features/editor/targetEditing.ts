import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import { EditorState, type Command, type Plugin } from 'prosemirror-state';
import { targetDoc, targetSchema } from './tagDocument';

// A tag next to the cursor goes whole, whatever the browser would do with the braces.
export const deleteTag =
  (backward: boolean): Command =>
  (state, dispatch) => {
    const { empty, $from } = state.selection;
    const tag = backward ? $from.nodeBefore : $from.nodeAfter;
    if (!empty || tag?.type !== targetSchema.nodes.tag) return false;
    const from = backward ? $from.pos - tag.nodeSize : $from.pos;
    dispatch?.(state.tr.delete(from, from + tag.nodeSize).scrollIntoView());
    return true;
  };

const newLine: Command = (state, dispatch) => {
  dispatch?.(state.tr.insertText('\n').scrollIntoView());
  return true;
};

const plugins: Plugin[] = [
  history(),
  keymap({
    'Mod-z': undo,
    'Mod-y': redo,
    'Mod-Shift-z': redo,
    Backspace: deleteTag(true),
    Delete: deleteTag(false),
    Enter: newLine,
  }),
];

/** A fresh editing state of a target: its own undo history, tags as atoms. */
export function targetState(text: string): EditorState {
  return EditorState.create({ doc: targetDoc(text), plugins });
}

/** Inserts a tag in notation ({1}, {/1}, {2/}) at the cursor, in place of any selection. */
export const insertTag =
  (written: string): Command =>
  (state, dispatch) => {
    const tag = targetDoc(written).firstChild;
    if (!tag) return false;
    dispatch?.(state.tr.replaceSelectionWith(tag, false).scrollIntoView());
    return true;
  };
