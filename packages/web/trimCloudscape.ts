import type { Plugin } from 'vite';

/** A module of Cloudscape's that this app never runs, and what stands in for it in the build. */
interface Unused {
  /** The importing file, its path's end inside node_modules. */
  importer: string;
  sources: string[];
  standIn: string;
}

const UNUSED: Unused[] = [
  // AppLayout carries three designs and picks one as it renders. This app always gets the visual
  // refresh without the toolbar (the library's ALWAYS_VISUAL_REFRESH, and nothing sets the
  // toolbar's global flag), so the classic and toolbar designs are left out.
  {
    importer: '@cloudscape-design/components/app-layout/internal.js',
    sources: ['./classic', './visual-refresh-toolbar'],
    standIn:
      "export default function UnusedAppLayout() { throw new Error('This AppLayout design is not in the build.'); }",
  },
  // The error boundaries' fallback formats a description given in i18nStrings with ICU message
  // syntax (11 KB gzipped in the shell's first chunk). This app gives none, so the constructor is
  // never called; were it called, the fallback catches the error and shows the text as it is.
  {
    importer: '@cloudscape-design/components/error-boundary/fallback.js',
    sources: ['intl-messageformat'],
    standIn:
      "export default class UnusedMessageFormat { constructor() { throw new Error('ICU message formatting is not in the build.'); } }",
  },
];

const PREFIX = '\0tessera-unused:';

/** Leaves out of the build the parts of Cloudscape listed in UNUSED. */
export function trimCloudscape(): Plugin {
  return {
    name: 'tessera-trim-cloudscape',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.replaceAll('\\', '/');
      const index = UNUSED.findIndex(
        (unused) => from?.endsWith(unused.importer) && unused.sources.includes(source),
      );
      return index < 0 ? null : `${PREFIX}${index}`;
    },
    load(id) {
      return id.startsWith(PREFIX) ? UNUSED[Number(id.slice(PREFIX.length))]!.standIn : null;
    },
  };
}
