import { flagSetting } from '../../formatSettings/index.js';
import type { FilterSettings } from '../../types.js';

/** Where a text flow or table sits, after the page its text frame is on. */
export type PageKind = 'body' | 'master' | 'defaultReference' | 'customReference' | 'hidden';

/** What an import of a MIF file extracts. */
export interface MifExtraction {
  pages: ReadonlySet<PageKind>;
  variables: 'all' | 'used' | 'none';
  xrefs: 'all' | 'used' | 'none';
  pgfNumberFormats: 'all' | 'used' | 'none';
  indexMarkers: boolean;
  links: boolean;
  hiddenConditionalText: boolean;
}

const choice = (all: boolean, used: boolean): 'all' | 'used' | 'none' =>
  all ? 'all' : used ? 'used' : 'none';

export function mifExtraction(settings: FilterSettings): MifExtraction {
  const flag = (name: Parameters<typeof flagSetting>[1]) => flagSetting(settings, name);
  const allReference = flag('mifExtractReferencePages');
  const pages = new Set<PageKind>();
  if (flag('mifExtractMasterPages')) pages.add('master');
  if (flag('mifExtractHiddenPages')) pages.add('hidden');
  if (allReference || flag('mifExtractDefaultReferencePages')) pages.add('defaultReference');
  if (allReference || flag('mifExtractCustomReferencePages')) pages.add('customReference');
  if (flag('mifExtractBodyPages')) pages.add('body');
  return {
    pages,
    variables: choice(flag('mifExtractVariables'), flag('mifExtractUsedVariables')),
    xrefs: choice(flag('mifExtractXRefs'), flag('mifExtractUsedXRefs')),
    pgfNumberFormats: choice(
      flag('mifExtractPgfNumberFormats'),
      flag('mifExtractUsedPgfNumberFormats'),
    ),
    indexMarkers: flag('mifExtractIndexMarkers'),
    links: flag('mifExtractLinks'),
    hiddenConditionalText: flag('mifExtractHiddenConditionalText'),
  };
}
