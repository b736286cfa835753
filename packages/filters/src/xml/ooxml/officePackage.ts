import { FilterError } from '../../types.js';
import {
  listZip,
  readEntry,
  type ReadZipOptions,
  type ZipBytes,
  type ZipEntry,
  type ZipEntrySource,
} from '../../zip/index.js';
import { readXml } from '../readXml.js';
import {
  attribute,
  childElements,
  type XmlAttribute,
  type XmlDocument,
  type XmlText,
} from '../xmlTree.js';
import type { ElementEnded } from '../xmlTreeBuilder.js';

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

// The parts a filter reads are XML; anything else (pictures, fonts, embedded files) is not.
const xmlPart = /\.(xml|rels)$/i;

/**
 * An entry of the package: an XML part unpacked now, anything else only checked now (size, CRC,
 * bomb limits) chunk by chunk and unpacked again if asked for, so a document's pictures are not
 * held in memory while it is read (a 49 MB picture in a Word file was).
 */
function packageEntry(source: ZipEntrySource): ZipEntry {
  if (xmlPart.test(source.name)) return readEntry(source);
  const chunks = source.chunks();
  while (!chunks.next().done);
  let data: Uint8Array | undefined;
  return {
    name: source.name,
    dosDateTime: source.dosDateTime,
    // Read from the archive only if asked for (a merge copying the entry as stored).
    get raw() {
      return source.raw;
    },
    get data() {
      return (data ??= readEntry(source).data);
    },
  };
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
  // By name: a deck of thousands of slides looks a part up several times per slide.
  private readonly named = new Map<string, ZipEntry>();
  private readonly contentTypes = new Map<string, string>();
  private readonly defaults = new Map<string, string>();

  constructor(archive: Uint8Array | ZipBytes, kind: string, limits: ReadZipOptions = {}) {
    this.entries = listZip(archive, limits).map(packageEntry);
    // The first entry of a name is the part, as a search from the start found it.
    for (const item of this.entries)
      if (!this.named.has(item.name)) this.named.set(item.name, item);
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
    return this.named.get(name);
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

  /** Reads a part's tree; `endedIn` may read and drop each element as it ends (readXml). */
  readPart(name: string, endedIn?: (text: XmlText) => ElementEnded): XmlDocument {
    const entry = this.entry(name);
    if (!entry) throw new FilterError(`The part ${name} is missing from the package.`);
    const text = decodePart(entry);
    return readXml(text, { name, ...(endedIn && { elementEnded: endedIn({ text }) }) });
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
