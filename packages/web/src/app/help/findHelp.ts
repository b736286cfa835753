import { matchPath } from 'react-router';
import type { Role } from '@tessera/contracts';
import {
  INTERNAL_DOCS_BASE,
  EXTERNAL_DOCS_BASE,
  type HelpEntry,
  type HelpSection,
} from './catalogue';

export interface HelpLocation {
  pathname: string;
  hash: string;
  /** A topic an Info link asked for; wins over the hash and the route. */
  topic?: string | null;
}

/** The entry for an explicit topic, else the URL hash, else the route; null when none fits. */
export function findHelpEntry(
  catalogue: readonly HelpEntry[],
  { pathname, hash, topic }: HelpLocation,
): HelpEntry | null {
  const byTopic = topic ? catalogue.find((entry) => entry.id === topic) : undefined;
  if (byTopic) return byTopic;
  const hashId = hash.replace(/^#/, '');
  const byHash = hashId ? catalogue.find((entry) => entry.hashes?.includes(hashId)) : undefined;
  if (byHash) return byHash;
  const byRoute = catalogue.find((entry) =>
    entry.routes?.some((pattern) => matchPath({ path: pattern, end: true }, pathname)),
  );
  return byRoute ?? null;
}

export interface HelpContent {
  title: string;
  paragraphs: readonly string[];
  sections: readonly HelpSection[];
  appLinks: ReadonlyArray<{ text: string; href: string }>;
  docs: ReadonlyArray<{ text: string; href: string }>;
}

/** What a user sees of an entry: the linguist text for linguists, and their edition of the docs. */
export function helpContentFor(
  entry: HelpEntry,
  reader: { role: Role; isInternal: boolean },
): HelpContent {
  const docsBase = reader.isInternal ? INTERNAL_DOCS_BASE : EXTERNAL_DOCS_BASE;
  const paragraphs =
    reader.role === 'LINGUIST' && entry.linguistParagraphs
      ? entry.linguistParagraphs
      : entry.paragraphs;
  return {
    title: entry.title,
    paragraphs,
    sections: entry.sections ?? [],
    appLinks: entry.appLinks ?? [],
    docs: (entry.docs ?? []).map((doc) => ({ text: doc.text, href: `${docsBase}${doc.path}` })),
  };
}
