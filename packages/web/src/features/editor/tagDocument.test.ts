import { EditorState, TextSelection } from 'prosemirror-state';
import { describe, expect, test } from 'vitest';
import { markedText, nextMissingTag, targetDoc, targetSchema, targetText } from './tagDocument';
import { deleteTag, insertTag } from './targetEditing';

describe('target documents with tags', () => {
  test('reads and writes the tag notation unchanged', () => {
    for (const text of ['Plain text', '{1}Bold{/1} and {2/} end', '{3/}', '', 'a {x} b {/1/}'])
      expect(targetText(targetDoc(text))).toBe(text);
  });

  test('Backspace after a tag and Delete before one remove the whole tag', () => {
    const doc = targetDoc('Hi {1}you{/1}');
    expect(doc.childCount).toBe(4);
    const afterOpen = 'Hi '.length + 1;
    const at = EditorState.create({ doc, selection: TextSelection.create(doc, afterOpen) });
    let result = '';
    deleteTag(true)(at, (tr) => (result = targetText(at.apply(tr).doc)));
    expect(result).toBe('Hi you{/1}');
    const beforeClose = afterOpen + 'you'.length;
    const before = EditorState.create({ doc, selection: TextSelection.create(doc, beforeClose) });
    deleteTag(false)(before, (tr) => (result = targetText(before.apply(tr).doc)));
    expect(result).toBe('Hi {1}you');
    const inText = EditorState.create({ doc, selection: TextSelection.create(doc, 2) });
    expect(deleteTag(true)(inText)).toBe(false);
  });

  test('inserts a tag at the cursor as one chip', () => {
    const doc = targetDoc('Fett');
    const state = EditorState.create({ doc, selection: TextSelection.create(doc, 0) });
    let result = '';
    insertTag('{1}')(state, (tr) => (result = targetText(state.apply(tr).doc)));
    expect(result).toBe('{1}Fett');
  });

  test('typing inside a tag is impossible: the tag has no content', () => {
    const tag = targetSchema.nodes.tag.create({ kind: 'open', id: '1' });
    expect(tag.isAtom).toBe(true);
    expect(tag.content.size).toBe(0);
  });

  test('the next missing tag follows the source order and counts repeats', () => {
    expect(nextMissingTag('{1}Bold{/1} {2/}', 'Fett')).toBe('{1}');
    expect(nextMissingTag('{1}Bold{/1} {2/}', '{1}Fett')).toBe('{/1}');
    expect(nextMissingTag('{1}Bold{/1} {2/}', '{1}Fett{/1}')).toBe('{2/}');
    expect(nextMissingTag('{2/} and {2/}', '{2/} und')).toBe('{2/}');
    expect(nextMissingTag('{1}Bold{/1}', '{/1}{1}')).toBeNull();
    expect(nextMissingTag('No tags', 'Keine')).toBeNull();
  });

  test('marks text by its offsets in the tag notation, a tag counting whole', () => {
    const doc = targetDoc('Hi {1}you{/1} there');
    // Positions: "Hi " 0-3, {1} 3-4, "you" 4-7, {/1} 7-8, " there" 8-14.
    expect(markedText(doc, 4, 7)).toEqual({ start: 6, end: 9, text: 'you' });
    expect(markedText(doc, 3, 8)).toEqual({ start: 3, end: 13, text: '{1}you{/1}' });
    expect(markedText(doc, 9, 14)).toEqual({ start: 14, end: 19, text: 'there' });
    expect(markedText(doc, 5, 5)).toBeNull();
  });
});
