import { FilterError } from '../../types.js';
import { decodePart } from '../../xml/ooxml/officePackage.js';
import { readXml } from '../../xml/readXml.js';
import { attribute, childElements, type XmlDocument } from '../../xml/xmlTree.js';
import { readZip, type ZipEntry } from '../../zip/index.js';
import type { Layout } from './storyOrder.js';

export const idmlMimetype = 'application/vnd.adobe.indesign-idml-package';

/** An IDML package: its entries, designmap.xml and the parts designmap.xml names. */
export class IdmlPackage {
  readonly entries: ZipEntry[];
  readonly designmap: XmlDocument;

  constructor(bytes: Uint8Array) {
    this.entries = readZip(bytes);
    const mimetype = this.entry('mimetype');
    if (!mimetype || decodePart(mimetype).trim() !== idmlMimetype)
      throw new FilterError(
        'The file is not an InDesign IDML package (the mimetype entry is missing or wrong).',
      );
    this.designmap = this.read('designmap.xml');
  }

  entry(name: string): ZipEntry | undefined {
    return this.entries.find((item) => item.name === name);
  }

  read(name: string): XmlDocument {
    const entry = this.entry(name);
    if (!entry) throw new FilterError(`The part ${name} is missing from the IDML package.`);
    return readXml(decodePart(entry), { name });
  }

  /** Part names designmap.xml lists with this packaging element (idPkg:Story, idPkg:Spread…). */
  parts(kind: string): string[] {
    return childElements(this.designmap.root, `idPkg:${kind}`).flatMap(
      (element) => attribute(element, 'src') ?? [],
    );
  }

  /** Self references of the conditions designmap.xml hides. */
  hiddenConditions(): Set<string> {
    return new Set(
      childElements(this.designmap.root, 'Condition')
        .filter((condition) => attribute(condition, 'Visible') === 'false')
        .flatMap((condition) => attribute(condition, 'Self') ?? []),
    );
  }

  layout(storyIds: string[]): Layout {
    const layers = new Map(
      childElements(this.designmap.root, 'Layer').map((layer) => [
        attribute(layer, 'Self') ?? '',
        {
          visible: attribute(layer, 'Visible') !== 'false',
          locked: attribute(layer, 'Locked') === 'true',
        },
      ]),
    );
    return {
      layers,
      spreads: this.parts('Spread').map((name) => this.read(name)),
      masterSpreads: this.parts('MasterSpread').map((name) => this.read(name)),
      stories: storyIds,
    };
  }
}
