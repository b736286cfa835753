import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { ConcordanceHit } from '@tessera/contracts';
import { useEffect, useRef, useState } from 'react';
import { useConcordanceQuery, type ConcordanceSearch } from '../../api/editorComments';
import { messageOf } from '../../api/http';
import { useDates } from '../../components/useDates';
import { highlightParts } from './concordanceHighlight';
import { PanelSection } from './PanelSection';
import { focusesConcordance } from './shortcuts';

function Highlighted({ text, search }: { text: string; search: string }) {
  return (
    <span>
      {highlightParts(text, search).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </span>
  );
}

function HitItem({ hit, search }: { hit: ConcordanceHit; search: ConcordanceSearch }) {
  const { formatDateTime } = useDates();
  return (
    <div role="group" aria-label="Concordance result">
      <SpaceBetween size="xxs">
        <Box variant="small">
          {search.side === 'source' ? (
            <Highlighted text={hit.source} search={search.text} />
          ) : (
            hit.source
          )}
        </Box>
        <div>
          {search.side === 'target' ? (
            <Highlighted text={hit.target} search={search.text} />
          ) : (
            hit.target
          )}
        </div>
        <Box variant="small" color="text-body-secondary">
          {hit.tmName}, {hit.author}, {formatDateTime(hit.modifiedAt)}
        </Box>
      </SpaceBetween>
    </div>
  );
}

/** Searches the memories the part's step reads for units with the typed words (Alt+K goes here). */
export function ConcordancePanel({ jobPart }: { jobPart: number }) {
  const [text, setText] = useState('');
  const [side, setSide] = useState<ConcordanceSearch['side']>('source');
  const [search, setSearch] = useState<ConcordanceSearch | null>(null);
  const result = useConcordanceQuery(jobPart, search);
  const input = useRef<InputProps.Ref>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!focusesConcordance(event)) return;
      event.preventDefault();
      input.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const run = () => {
    if (text.trim() !== '') setSearch({ text: text.trim(), side });
  };
  const hits = result.data?.hits ?? [];
  return (
    <PanelSection
      title="Concordance"
      state={{ isPending: false, error: null }}
      empty={false}
      emptyText=""
    >
      <SpaceBetween size="s">
        <SegmentedControl
          label="Search in"
          selectedId={side}
          options={[
            { id: 'source', text: 'Source' },
            { id: 'target', text: 'Target' },
          ]}
          onChange={({ detail }) => setSide(detail.selectedId === 'target' ? 'target' : 'source')}
        />
        <Input
          ref={input}
          type="search"
          ariaLabel="Concordance search"
          placeholder="Words in the memories"
          value={text}
          onChange={({ detail }) => setText(detail.value)}
          onKeyDown={({ detail }) => {
            if (detail.key === 'Enter') run();
          }}
        />
        <Button loading={result.isFetching} disabled={text.trim() === ''} onClick={run}>
          Search
        </Button>
        {result.error ? (
          <StatusIndicator type="error">{messageOf(result.error)}</StatusIndicator>
        ) : search && result.data && hits.length === 0 ? (
          <Box color="text-body-secondary">No results.</Box>
        ) : null}
        {search &&
          hits.map((hit) => (
            <HitItem key={`${hit.tmId}-${hit.unitId}`} hit={hit} search={search} />
          ))}
      </SpaceBetween>
    </PanelSection>
  );
}
