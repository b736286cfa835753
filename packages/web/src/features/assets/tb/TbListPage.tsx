import type { TermBase } from '@tessera/contracts';
import { useDeleteTermBase } from '../../../api/deleteTermBase';
import { useTermBasesQuery } from '../../../api/termBases';
import { AssetListPage } from '../AssetListPage';
import { localeName } from '@tessera/contracts';
import { countsText } from '../assetFacts';
import { assetPageMessages } from '../messages';

/** /web/termBase/list: the organization's term bases, then other organizations' public ones. */
export default function TbListPage() {
  const termBases = useTermBasesQuery();
  const remove = useDeleteTermBase();
  return (
    <AssetListPage<TermBase>
      title="Term bases"
      plural="term bases"
      singular="Term base"
      basePath="/web/termBase"
      emptyText={assetPageMessages.noTermBases}
      deleteHeader="Delete term base"
      assets={termBases}
      remove={remove}
      languageColumns={[
        {
          id: 'languages',
          header: 'Languages',
          cell: (termBase) => termBase.langs.map(localeName).join(', '),
        },
      ]}
      countColumns={[
        { id: 'concepts', header: 'Concepts', cell: (termBase) => termBase.conceptCount },
        {
          id: 'terms',
          header: 'Terms',
          cell: (termBase) => countsText(termBase.termCounts, termBase.langs),
        },
      ]}
    />
  );
}
