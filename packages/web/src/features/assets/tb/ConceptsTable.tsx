import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useState } from 'react';
import {
  format,
  webMessages,
  type Concept,
  type TermBase,
  type TermStatus,
} from '@tessera/contracts';
import { useDeleteConcept } from '../../../api/deleteConcept';
import { messageOf } from '../../../api/http';
import { useConceptsQuery } from '../../../api/termBaseConcepts';
import { useFlash } from '../../../components/flash';
import { localeName, termStatusLabels } from '../assetFacts';
import { ConfirmDeleteModal } from '../ConfirmDeleteModal';
import { conceptTitle } from '../conceptDraft';
import { assetPageMessages } from '../messages';
import { ConceptModal } from './ConceptModal';

const statusColors: Record<TermStatus, 'green' | 'grey' | 'red'> = {
  APPROVED: 'green',
  NOT_APPROVED: 'grey',
  FORBIDDEN: 'red',
};

function TermsCell({ concept, lang }: { concept: Concept; lang: string }) {
  const terms = concept.terms.filter((term) => term.lang === lang);
  if (terms.length === 0) return '-';
  return (
    <SpaceBetween size="xxs">
      {terms.map((term) => (
        <SpaceBetween key={term.id} direction="horizontal" size="xs">
          <span>{term.text}</span>
          <Badge color={statusColors[term.status]}>{termStatusLabels[term.status]}</Badge>
        </SpaceBetween>
      ))}
    </SpaceBetween>
  );
}

/** The term base's concepts, one column per language, searched by term text a server page at a time. */
export function ConceptsTable({ termBase, readOnly }: { termBase: TermBase; readOnly: boolean }) {
  const [filterText, setFilterText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const concepts = useConceptsQuery({ id: termBase.id, q, page });
  const remove = useDeleteConcept();
  const { showFlash } = useFlash();
  const [selected, setSelected] = useState<readonly Concept[]>([]);
  const [action, setAction] = useState<'add' | 'edit' | 'delete' | null>(null);
  const chosen = selected[0];
  const paging = concepts.data?.paging;
  const close = () => {
    setAction(null);
    remove.reset();
  };
  const closeSaved = () => {
    // The selected row holds the terms from before the edit.
    setSelected([]);
    close();
  };
  const confirmDelete = () =>
    chosen &&
    remove.mutate(
      { id: termBase.id, conceptId: chosen.id },
      {
        onSuccess: () => {
          showFlash({ type: 'success', content: assetPageMessages.conceptDeleted });
          closeSaved();
        },
      },
    );
  return (
    <>
      <Table
        trackBy="id"
        variant="container"
        items={concepts.data?.concepts ?? []}
        loading={concepts.isPending}
        loadingText="Loading concepts"
        selectionType={readOnly ? undefined : 'single'}
        selectedItems={selected}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        ariaLabels={{
          itemSelectionLabel: (_data, concept) => conceptTitle(concept),
          allItemsSelectionLabel: () => 'Select all concepts',
          selectionGroupLabel: 'Concept selection',
        }}
        wrapLines
        empty={
          <Box textAlign="center">
            {concepts.isError
              ? format(webMessages.loadFailed, {
                  what: 'concepts',
                  error: messageOf(concepts.error),
                })
              : assetPageMessages.noConcepts}
          </Box>
        }
        columnDefinitions={[
          ...termBase.langs.map((lang, index) => ({
            id: `lang-${lang}`,
            header: localeName(lang),
            isRowHeader: index === 0,
            cell: (concept: Concept) => <TermsCell concept={concept} lang={lang} />,
          })),
          { id: 'definition', header: 'Definition', cell: (concept) => concept.definition || '-' },
          { id: 'note', header: 'Note', cell: (concept) => concept.note || '-' },
        ]}
        filter={
          <TextFilter
            filteringText={filterText}
            filteringPlaceholder="Search terms"
            filteringAriaLabel="Search terms"
            onChange={({ detail }) => setFilterText(detail.filteringText)}
            onDelayedChange={({ detail }) => {
              setQ(detail.filteringText.trim());
              setPage(0);
              setSelected([]);
            }}
            countText={paging ? `${paging.total} concepts` : undefined}
          />
        }
        pagination={
          <Pagination
            currentPageIndex={page + 1}
            pagesCount={Math.max(paging?.pages ?? 1, 1)}
            onChange={({ detail }) => {
              setPage(detail.currentPageIndex - 1);
              setSelected([]);
            }}
          />
        }
        header={
          <Header
            variant="h2"
            counter={paging ? `(${paging.total})` : undefined}
            actions={
              !readOnly && (
                <SpaceBetween direction="horizontal" size="xs">
                  <Button disabled={!chosen} onClick={() => setAction('delete')}>
                    Delete
                  </Button>
                  <Button disabled={!chosen} onClick={() => setAction('edit')}>
                    Edit
                  </Button>
                  <Button onClick={() => setAction('add')}>Add concept</Button>
                </SpaceBetween>
              )
            }
          >
            Concepts
          </Header>
        }
      />
      {action === 'add' && <ConceptModal termBase={termBase} onClose={closeSaved} />}
      {action === 'edit' && chosen && (
        <ConceptModal termBase={termBase} concept={chosen} onClose={closeSaved} />
      )}
      {action === 'delete' && chosen && (
        <ConfirmDeleteModal
          header="Delete concept"
          question={format(assetPageMessages.conceptDeleteConfirm, { terms: conceptTitle(chosen) })}
          deleting={remove.isPending}
          error={remove.error}
          onConfirm={confirmDelete}
          onClose={close}
        />
      )}
    </>
  );
}
