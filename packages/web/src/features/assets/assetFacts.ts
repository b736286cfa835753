import {
  ImportResult,
  localeName,
  type BackgroundTask,
  type Role,
  type TermStatus,
} from '@tessera/contracts';

interface OwnedAsset {
  createdBy: { organizationName: string };
}

/** Made by another organization: shown as Public, read only (spec 000 section 6). */
export function isForeign(asset: OwnedAsset, organizationName: string): boolean {
  return asset.createdBy.organizationName !== organizationName;
}

/** Linguists read memories and term bases; nobody changes another organization's public ones. */
export function isReadOnly(asset: OwnedAsset, role: Role, organizationName: string): boolean {
  return role === 'LINGUIST' || isForeign(asset, organizationName);
}

/** 'German 12, French 0': a count per locale, in the asset's own order. */
export function countsText(counts: Record<string, number>, locales: readonly string[]): string {
  return locales.map((locale) => `${localeName(locale)} ${counts[locale] ?? 0}`).join(', ');
}

/** The {imported, skipped, duplicates} of a finished import task, if it has one. */
export function importResultOf(task: BackgroundTask | undefined): ImportResult | undefined {
  const parsed = ImportResult.safeParse(task?.result);
  return parsed.success ? parsed.data : undefined;
}

/** Whether a file name ends with one of the accepted extensions ('.tmx', ...), any case. */
export function hasExtension(fileName: string, extensions: readonly string[]): boolean {
  const lower = fileName.toLowerCase();
  return extensions.some((extension) => lower.endsWith(extension));
}

export const termStatusLabels: Record<TermStatus, string> = {
  APPROVED: 'Approved',
  NOT_APPROVED: 'Not approved',
  FORBIDDEN: 'Forbidden',
};
