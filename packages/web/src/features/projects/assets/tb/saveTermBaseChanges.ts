import type { TbAssignment } from '@tessera/contracts';
import type { AssetOwner } from '../assetContext';
import { messageOf } from '../../../../api/http';
import { setTermBases } from '../../../../api/setTermBases';

const inLocale = (rows: TbAssignment[], locale: string) =>
  rows.filter((row) => row.targetLang === locale);

const signature = (rows: TbAssignment[]) =>
  JSON.stringify(
    rows.map((row) => [
      row.termBase.id,
      row.readMode,
      row.writeMode,
      row.qualityAssurance,
      row.priority,
    ]),
  );

/**
 * Saves the term bases of each target locale whose assignments changed, one setTermBases call
 * per locale (spec 000 section 7); rejects with the server's message.
 */
export async function saveTermBaseChanges(
  owner: AssetOwner,
  before: TbAssignment[],
  after: TbAssignment[],
): Promise<void> {
  const locales = [...new Set([...before, ...after].map((row) => row.targetLang))];
  for (const locale of locales) {
    const rows = inLocale(after, locale);
    if (signature(rows) === signature(inLocale(before, locale))) continue;
    const reading = rows.filter((row) => row.readMode || row.writeMode);
    try {
      await setTermBases(owner, {
        targetLang: locale,
        readTermBase: reading.map((row) => row.termBase.id),
        writeTermBase: rows.filter((row) => row.writeMode).map((row) => row.termBase.id),
        qualityAssuranceTermBase: rows
          .filter((row) => row.qualityAssurance)
          .map((row) => row.termBase.id),
        priority: reading.map((row) => row.priority),
      });
    } catch (error) {
      throw new Error(messageOf(error), { cause: error });
    }
  }
}
