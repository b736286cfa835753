import { FilterError } from '../../types.js';
import { readZip, type ReadZipOptions, type ZipEntry } from '../../zip/index.js';
import { readXml } from '../readXml.js';
import { attribute, childElements, type XmlAttribute, type XmlDocument } from '../xmlTree.js';

export interface Relationship {
  id: string;
  type: string;
  /** Part name inside the package, or the URL as written for an external target. */
  target: string;
  external: boolean;
  targetAttribute: XmlAttribute | undefined;
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export function decodePart(entry: ZipEntry): string {
  try {
    return utf8.decode(entry.data);
  } catch {
    throw new FilterError(`The part ${entry.name} is not UTF-8 XML.`);
  }
}

function resolvePartName(base: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = base.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

/** An Office Open XML package: its zip entries, content types and relationships. */
export class OfficePackage {
  readonly entries: ZipEntry[];
  private readonly contentTypes = new Map<string, string>();
  private readonly defaults = new Map<string, string>();

  constructor(bytes: Uint8Array, kind: string, limits: ReadZipOptions = {}) {
    this.entries = readZip(bytes, limits);
    const types = this.entry('[Content_Types].xml');
    if (!types)
      throw new FilterError(`The file is not a ${kind} document ([Content_Types].xml is missing).`);
    const root = readXml(decodePart(types), { name: '[Content_Types].xml' }).root;
    for (const item of childElements(root)) {
      const type = attribute(item, 'ContentType') ?? '';
      const partName = attribute(item, 'PartName');
      const extension = attribute(item, 'Extension');
      if (partName) this.contentTypes.set(partName.replace(/^\//, ''), type);
      if (extension) this.defaults.set(extension.toLowerCase(), type);
    }
  }

  entry(name: string): ZipEntry | undefined {
    return this.entries.find((item) => item.name === name);
  }

  contentType(name: string): string {
    const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
    return this.contentTypes.get(name) ?? this.defaults.get(extension) ?? '';
  }

  /** Part names whose content type matches, in archive order. */
  partsOfType(pattern: RegExp): string[] {
    return this.entries
      .map((item) => item.name)
      .filter((name) => pattern.test(this.contentType(name)));
  }

  readPart(name: string): XmlDocument {
    const entry = this.entry(name);
    if (!entry) throw new FilterError(`The part ${name} is missing from the package.`);
    return readXml(decodePart(entry), { name });
  }

  relationshipsPartName(partName: string): string {
    const slash = partName.lastIndexOf('/');
    return `${partName.slice(0, slash + 1)}_rels/${partName.slice(slash + 1)}.rels`;
  }

  relationships(partName: string, document?: XmlDocument): Relationship[] {
    const relsName = this.relationshipsPartName(partName);
    if (!this.entry(relsName)) return [];
    const root = (document ?? this.readPart(relsName)).root;
    return childElements(root, 'Relationship').map((item) => {
      const external = attribute(item, 'TargetMode') === 'External';
      const target = attribute(item, 'Target') ?? '';
      return {
        id: attribute(item, 'Id') ?? '',
        type: attribute(item, 'Type') ?? '',
        target: external ? target : resolvePartName(partName, target),
        external,
        targetAttribute: item.attributes.find((entry) => entry.name === 'Target'),
      };
    });
  }
}
