import { describe, expect, it } from 'vitest';
import { docxFilter } from '../src/formats/docx/docxFilter.js';
import { htmlFilter } from '../src/formats/html/htmlFilter.js';
import { buildDocx, paragraph, run } from './office/docxFixture.js';
import { asBinary } from './roundTrip.js';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The skeleton as the one codec writes it, rewritten in the shape stored before there was one. */
function asStoredBefore(skeleton: Uint8Array): Uint8Array {
  const { format, payload } = JSON.parse(decoder.decode(skeleton)) as {
    format: string;
    payload: unknown;
  };
  return encoder.encode(JSON.stringify({ format, version: 1, body: payload }));
}

function officeAsStoredBefore(skeleton: Uint8Array): Uint8Array {
  const length = new DataView(skeleton.buffer, skeleton.byteOffset).getUint32(0, true);
  const { format, payload } = JSON.parse(decoder.decode(skeleton.subarray(4, 4 + length))) as {
    format: string;
    payload: unknown;
  };
  const header = encoder.encode(JSON.stringify({ format, parts: payload }));
  const original = skeleton.subarray(4 + length);
  const before = new Uint8Array(4 + header.length + original.length);
  new DataView(before.buffer).setUint32(0, header.length, true);
  before.set(header, 4);
  before.set(original, 4 + header.length);
  return before;
}

describe('skeletons stored before there was one skeleton codec', () => {
  it('still merge: HTML with a body, Office with a parts header', async () => {
    const page = encoder.encode('<p>Hello <b>world</b></p>');
    const html = await htmlFilter.parse(page, {});
    const targets = new Map(html.units.map((unit) => [unit.id, `${unit.source}!`]));
    expect(asBinary(await htmlFilter.merge(asStoredBefore(html.skeleton), targets, {}))).toBe(
      asBinary(await htmlFilter.merge(html.skeleton, targets, {})),
    );
    const document = buildDocx({ body: paragraph(run('Hello '), run('world', '<w:b/>')) });
    const docx = await docxFilter.parse(document, {});
    const docxTargets = new Map(docx.units.map((unit) => [unit.id, `${unit.source}!`]));
    const merged = await docxFilter.merge(officeAsStoredBefore(docx.skeleton), docxTargets, {});
    expect(asBinary(merged)).toBe(asBinary(await docxFilter.merge(docx.skeleton, docxTargets, {})));
  });
});
