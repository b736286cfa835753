import { writeZip } from '../../src/zip/index.js';

const encoder = new TextEncoder();
const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n';

export interface PackagePart {
  name: string;
  contentType?: string;
  xml: string;
}

/** Builds a real Office Open XML package from its parts: content types, package rels and the parts. */
export function buildPackage(parts: PackagePart[], mainRelType: string): Uint8Array {
  const overrides = parts
    .filter((part) => part.contentType)
    .map((part) => `<Override PartName="/${part.name}" ContentType="${part.contentType}"/>`)
    .join('');
  const contentTypes =
    `${xmlDeclaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    `<Default Extension="xml" ContentType="application/xml"/>${overrides}</Types>`;
  const main = parts.find((part) => part.contentType?.includes('main+xml'));
  const packageRels =
    `${xmlDeclaration}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
    `<Relationship Id="rId1" Type="${mainRelType}" Target="${main?.name ?? ''}"/></Relationships>`;
  return writeZip([
    { name: '[Content_Types].xml', data: encoder.encode(contentTypes) },
    { name: '_rels/.rels', data: encoder.encode(packageRels) },
    ...parts.map((part) => ({ name: part.name, data: encoder.encode(xmlDeclaration + part.xml) })),
    { name: 'media/picture.bin', data: new Uint8Array([0, 1, 2, 3, 255, 254]) },
  ]);
}

export const officeRelType =
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument';
