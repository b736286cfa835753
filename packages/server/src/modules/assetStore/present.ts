import type { SharedAsset } from './access.js';

/** The columns an asset list or detail shows about its owner and dates. */
export interface PresentedAssetRow extends SharedAsset {
  created_by: number | null;
  creator_name: string | null;
  organization_name: string;
  created_at: string;
  updated_at: string;
}

/** A client or subject reference of an asset, or null where it has none (or it is gone). */
export function lookupOf(
  id: number | null,
  name: string | null,
): { id: number; name: string } | null {
  return id !== null && name !== null ? { id, name } : null;
}

/** Visibility, creator and dates, in the order the API has always listed them. */
export function ownershipOf(row: PresentedAssetRow) {
  return {
    isPublic: row.is_public === 1,
    createdBy: {
      id: row.created_by,
      userName: row.creator_name ?? '',
      organizationName: row.organization_name,
    },
    dateCreated: row.created_at,
    dateModified: row.updated_at,
  };
}

/** Groups per-language counts (units, terms) by asset id. */
export function countsByAsset<Count>(
  counts: Count[],
  assetOf: (count: Count) => number,
  langOf: (count: Count) => string,
  numberOf: (count: Count) => number | string | bigint,
): Map<number, Map<string, number>> {
  const byAsset = new Map<number, Map<string, number>>();
  for (const count of counts) {
    const perLang = byAsset.get(assetOf(count)) ?? new Map<string, number>();
    perLang.set(langOf(count), Number(numberOf(count)));
    byAsset.set(assetOf(count), perLang);
  }
  return byAsset;
}

/** The count of each of the asset's languages, 0 where it has none. */
export function perLanguage(
  langs: string[],
  counts: Map<string, number> | undefined,
): Record<string, number> {
  return Object.fromEntries(langs.map((lang) => [lang, counts?.get(lang) ?? 0]));
}
