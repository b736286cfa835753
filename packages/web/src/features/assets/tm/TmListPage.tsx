import type { TranslationMemory } from '@tessera/contracts';
import { useDeleteTranslationMemory } from '../../../api/deleteTranslationMemory';
import { useTranslationMemoriesQuery } from '../../../api/translationMemories';
import { AssetListPage } from '../AssetListPage';
import { localeName } from '@tessera/contracts';
import { countsText } from '../assetFacts';
import { assetPageMessages } from '../messages';

/** /web/transMemory/list: the organization's memories, then other organizations' public ones. */
export default function TmListPage() {
  const memories = useTranslationMemoriesQuery();
  const remove = useDeleteTranslationMemory();
  return (
    <AssetListPage<TranslationMemory>
      title="Translation memories"
      plural="translation memories"
      singular="Translation memory"
      basePath="/web/transMemory"
      emptyText={assetPageMessages.noTms}
      deleteHeader="Delete translation memory"
      assets={memories}
      remove={remove}
      languageColumns={[
        { id: 'source', header: 'Source', cell: (memory) => localeName(memory.sourceLang) },
        {
          id: 'targets',
          header: 'Targets',
          cell: (memory) => memory.targetLangs.map(localeName).join(', '),
        },
      ]}
      countColumns={[
        {
          id: 'units',
          header: 'Units',
          cell: (memory) => countsText(memory.unitCounts, memory.targetLangs),
        },
      ]}
    />
  );
}
