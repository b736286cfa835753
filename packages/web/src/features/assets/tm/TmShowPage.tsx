import { useParams } from 'react-router';
import { useImportTranslationMemory } from '../../../api/importTranslationMemory';
import { translationMemoryKey, useTranslationMemoryQuery } from '../../../api/translationMemory';
import { useBreadcrumbs } from '../../../components/breadcrumbs';
import { AssetShowPage } from '../AssetShowPage';
import { localeName } from '@tessera/contracts';
import { TmUnitsTable } from './TmUnitsTable';

const TMX_EXTENSIONS = ['.tmx', '.zip'] as const;
const TMX_EXPORTS = [{ format: 'tmx', label: 'Export TMX' }] as const;

/** /web/transMemory/show/:id: the memory's facts, TMX import and export, and its units. */
export default function TmShowPage() {
  const id = Number(useParams().id);
  const memory = useTranslationMemoryQuery(id);
  useBreadcrumbs([
    { text: 'Translation memories', href: '/web/transMemory/list' },
    { text: memory.data?.name ?? 'Translation memory', href: `/web/transMemory/show/${id}` },
  ]);
  const importTmx = useImportTranslationMemory();
  return (
    <AssetShowPage
      id={id}
      asset={memory}
      queryKey={translationMemoryKey}
      kind="translation memory"
      title="Translation memory"
      description={(shown) =>
        `${localeName(shown.sourceLang)} → ${shown.targetLangs.map(localeName).join(', ')}`
      }
      exportPath="/api/transMemory/export"
      exports={TMX_EXPORTS}
      importLabel="Import TMX"
      importHeader="Import TMX"
      extensions={TMX_EXTENSIONS}
      importer={importTmx}
      leadingDetails={(shown) => [
        { label: 'Source language', value: localeName(shown.sourceLang) },
      ]}
      clientDetails={(shown) => [{ label: 'Subject', value: shown.subject?.name ?? '-' }]}
      countDetails={(shown) =>
        shown.targetLangs.map((lang) => ({
          label: `Units ${localeName(shown.sourceLang)} → ${localeName(lang)}`,
          value: String(shown.unitCounts[lang] ?? 0),
        }))
      }
      records={(shown, readOnly) => <TmUnitsTable memory={shown} readOnly={readOnly} />}
    />
  );
}
