import Badge from '@cloudscape-design/components/badge';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { format, type Concept, type TermBase, type TermStatus } from '@tessera/contracts';
import { useDeleteConcept } from '../../../api/deleteConcept';
import { useConceptsQuery } from '../../../api/termBaseConcepts';
import { localeName } from '@tessera/contracts';
import { termStatusLabels } from '../assetFacts';
import { conceptTitle } from '../conceptDraft';
import { assetPageMessages } from '../messages';
import { PagedSearchTable, usePagedSearch } from '../PagedSearchTable';
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
  const search = usePagedSearch<Concept>();
  const concepts = useConceptsQuery({ id: termBase.id, q: search.q, page: search.page });
  const remove = useDeleteConcept();
  return (
    <PagedSearchTable
      search={search}
      query={concepts}
      items={concepts.data?.concepts}
      paging={concepts.data?.paging}
      title="Concepts"
      plural="concepts"
      singular="Concept"
      emptyText={assetPageMessages.noConcepts}
      itemLabel={conceptTitle}
      columns={[
        ...termBase.langs.map((lang, index) => ({
          id: `lang-${lang}`,
          header: localeName(lang),
          isRowHeader: index === 0,
          cell: (concept: Concept) => <TermsCell concept={concept} lang={lang} />,
        })),
        { id: 'definition', header: 'Definition', cell: (concept) => concept.definition || '-' },
        { id: 'note', header: 'Note', cell: (concept) => concept.note || '-' },
      ]}
      filteringPlaceholder="Search terms"
      filteringAriaLabel="Search terms"
      readOnly={readOnly}
      remove={remove}
      removal={(chosen) => ({ id: termBase.id, conceptId: chosen.id })}
      deletedText={assetPageMessages.conceptDeleted}
      deleteHeader="Delete concept"
      deleteQuestion={(chosen) =>
        format(assetPageMessages.conceptDeleteConfirm, { terms: conceptTitle(chosen) })
      }
      addLabel="Add concept"
      editor={(chosen, onClose) => (
        <ConceptModal termBase={termBase} concept={chosen} onClose={onClose} />
      )}
    />
  );
}
