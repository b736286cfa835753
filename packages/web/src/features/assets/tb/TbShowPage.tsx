import { useParams } from 'react-router';
import { useImportTermBase } from '../../../api/importTermBase';
import { termBaseKey, useTermBaseQuery } from '../../../api/termBase';
import { useBreadcrumbs } from '../../../components/breadcrumbs';
import { AssetShowPage } from '../AssetShowPage';
import { localeName } from '@tessera/contracts';
import { ConceptsTable } from './ConceptsTable';

const TERM_FILE_EXTENSIONS = ['.tbx', '.csv', '.tsv', '.xlsx'] as const;
const TERM_EXPORTS = [
  { format: 'tbx', label: 'Export TBX' },
  { format: 'xlsx', label: 'Export XLSX' },
] as const;

/** /web/termBase/show/:tbId: the term base's facts, import and export, and its concepts. */
export default function TbShowPage() {
  const id = Number(useParams().tbId);
  const termBase = useTermBaseQuery(id);
  useBreadcrumbs([
    { text: 'Term bases', href: '/web/termBase/list' },
    { text: termBase.data?.name ?? 'Term base', href: `/web/termBase/show/${id}` },
  ]);
  const importTerms = useImportTermBase();
  return (
    <AssetShowPage
      id={id}
      asset={termBase}
      queryKey={termBaseKey}
      kind="term base"
      title="Term base"
      description={(shown) => shown.langs.map(localeName).join(', ')}
      exportPath="/api/termBase/export"
      exports={TERM_EXPORTS}
      importLabel="Import"
      importHeader="Import terms"
      extensions={TERM_FILE_EXTENSIONS}
      importer={importTerms}
      countDetails={(shown) => [
        { label: 'Concepts', value: String(shown.conceptCount) },
        ...shown.langs.map((lang) => ({
          label: `Terms ${localeName(lang)}`,
          value: String(shown.termCounts[lang] ?? 0),
        })),
      ]}
      records={(shown, readOnly) => <ConceptsTable termBase={shown} readOnly={readOnly} />}
    />
  );
}
