import { describe, expect, it } from 'vitest';
import { splice, type PlacedSlot, type Slot } from '../../skeleton/pieces.js';
import { encodeOfficeSkeleton } from './officeSkeleton.js';
import { OfficeSkeletonWriter } from './officeSkeletonWriter.js';

type TestSlot = Slot<string, { kind: string }>;

const text = '<w:body><w:p><w:r><w:t>One</w:t></w:r></w:p><w:p><w:t>Two</w:t></w:p></w:body>';

function placedAt(id: string, within: string, original?: TestSlot['original']) {
  const start = text.indexOf(within);
  const end = start + within.length;
  const slot: TestSlot = {
    id,
    source: id,
    original: original ?? [within],
    tags: { 1: 'bold' },
    context: { kind: 'runs' },
  };
  return { start, end, slot } satisfies PlacedSlot<string, { kind: string }>;
}

// The skeleton's JSON, read past its 4-byte length.
function parsed(skeleton: Uint8Array): unknown {
  const length = new DataView(skeleton.buffer, skeleton.byteOffset).getUint32(0, true);
  expect(skeleton.length).toBe(4 + length);
  return JSON.parse(new TextDecoder().decode(skeleton.subarray(4)));
}

describe('the Office skeleton written as parts are read', () => {
  it('stores what encodeOfficeSkeleton stores for the same slots, placed in any order', () => {
    const one = placedAt('1', '<w:r><w:t>One</w:t></w:r>');
    const nested = placedAt('3', 'Two');
    const two = placedAt('2', '<w:t>Two</w:t>', ['<w:t>', nested.slot, '</w:t>']);
    const writer = new OfficeSkeletonWriter<string, { kind: string }>('docx');
    writer.place('word/document.xml', text, []);
    writer.place('word/document.xml', text, [one]);
    writer.place('word/document.xml', text, [two]);
    writer.endPart('word/document.xml', text);
    // A part without slots is left out.
    writer.endPart('word/header1.xml', '<w:hdr/>');
    writer.place('word/footer1.xml', text, [two, one]);
    writer.endPart('word/footer1.xml', text);
    const expected = encodeOfficeSkeleton('docx', [
      { name: 'word/document.xml', pieces: splice(text, 0, text.length, [one, two]), text },
      { name: 'word/footer1.xml', pieces: splice(text, 0, text.length, [one, two]), text },
    ]);
    expect(parsed(writer.finish())).toEqual(parsed(expected));
  });

  it('leaves out a slot that starts inside the last one, as splice does', () => {
    const writer = new OfficeSkeletonWriter<string, { kind: string }>('docx');
    const paragraph = placedAt('1', '<w:p><w:r><w:t>One</w:t></w:r></w:p>');
    const run = placedAt('2', '<w:t>One</w:t>');
    writer.place('word/document.xml', text, [paragraph, run]);
    writer.endPart('word/document.xml', text);
    const expected = encodeOfficeSkeleton('docx', [
      { name: 'word/document.xml', pieces: splice(text, 0, text.length, [paragraph, run]), text },
    ]);
    expect(parsed(writer.finish())).toEqual(parsed(expected));
  });

  it('refuses a slot whose original is not the text it covers', () => {
    const writer = new OfficeSkeletonWriter<string, { kind: string }>('docx');
    const rewritten = placedAt('1', '<w:t>One</w:t>', ['<w:t>Uno</w:t>']);
    expect(() => writer.place('word/document.xml', text, [rewritten])).toThrow('own text');
  });
});
