import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import {
  useMtSuggestion,
  useSegmentHistoryQuery,
  useSegmentTermsQuery,
  type PanelSegment,
} from '../../api/editor';
import { messageOf } from '../../api/http';
import { CommentsPanel } from './CommentsPanel';
import { ConcordancePanel } from './ConcordancePanel';
import { PanelSection } from './PanelSection';
import { QaPanel } from './QaPanel';
import { ScoringPanel } from './ScoringPanel';
import { originLabel } from './segmentLabels';
import type { MarkedText } from './tagDocument';
import { TaggedText } from '../../components/TaggedText';
import { TmMatchesPanel } from './TmMatchesPanel';

interface Props {
  at: PanelSegment;
  source: string;
  readOnly: boolean;
  /** The text selected in the active target, which a reviser's new error marks. */
  marked: MarkedText | null;
  /** Replaces the active target, e.g. with the engine's translation. */
  onInsert(target: string): void;
}

const when = (epochMs: number) => new Date(epochMs).toLocaleString();

function MachineTranslationPanel({ at, readOnly, onInsert }: Omit<Props, 'source' | 'marked'>) {
  const mt = useMtSuggestion();
  const answer = mt.data && mt.variables?.segment === at.segment ? mt.data : null;
  return (
    <PanelSection
      title="Machine translation"
      state={{ isPending: false, error: null }}
      empty={false}
      emptyText=""
    >
      <SpaceBetween size="xs">
        <Button loading={mt.isPending} onClick={() => mt.mutate(at)}>
          Translate with the engine
        </Button>
        {mt.isError && <StatusIndicator type="error">{messageOf(mt.error)}</StatusIndicator>}
        {answer && answer.engine === null && (
          <Box color="text-body-secondary">The project has no machine translation engine.</Box>
        )}
        {answer?.target != null && (
          <SpaceBetween size="xxs">
            <Box variant="small">{answer.engine}</Box>
            <div>
              <TaggedText text={answer.target} />
            </div>
            <Button disabled={readOnly} onClick={() => onInsert(answer.target ?? '')}>
              Use this translation
            </Button>
          </SpaceBetween>
        )}
      </SpaceBetween>
    </PanelSection>
  );
}

function TermsPanel({ at }: { at: PanelSegment }) {
  const terms = useSegmentTermsQuery(at);
  const list = terms.data?.terms ?? [];
  return (
    <PanelSection title="Terms" state={terms} empty={list.length === 0} emptyText="No terms.">
      <ul style={{ margin: 0, paddingLeft: 16 }}>
        {list.map((term) => (
          <li key={term.sourceTerm}>
            {term.sourceTerm} →{' '}
            {term.targetTerms.map((target) => (
              <span key={target.text} style={{ marginRight: 6 }}>
                {target.forbidden ? <del>{target.text}</del> : target.text}{' '}
                {target.forbidden && <Badge color="red">Forbidden</Badge>}
                {target.approved && !target.forbidden && <Badge color="green">Approved</Badge>}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </PanelSection>
  );
}

function HistoryPanel({ at }: { at: PanelSegment }) {
  const history = useSegmentHistoryQuery(at);
  const list = history.data ?? [];
  return (
    <PanelSection title="History" state={history} empty={list.length === 0} emptyText="No changes.">
      <SpaceBetween size="xs">
        {list.map((change) => (
          <div key={`${change.timestamp}-${change.traceId}`}>
            <TaggedText text={change.target} />
            <Box variant="small" color="text-body-secondary">
              {change.modifiedBy.userName}, {when(change.timestamp)}
              {change.matchOrigin && `, ${originLabel(change)}`}
            </Box>
          </div>
        ))}
      </SpaceBetween>
    </PanelSection>
  );
}

/** The side panels of the active segment, beside the grid. */
export function SegmentPanels(props: Props) {
  // Keys unique among the siblings: a repeated key leaves the last segment's panel behind.
  return (
    <SpaceBetween size="s">
      <ScoringPanel key={`scoring-${props.at.segment}`} at={props.at} marked={props.marked} />
      <TmMatchesPanel at={props.at} source={props.source} />
      <MachineTranslationPanel at={props.at} readOnly={props.readOnly} onInsert={props.onInsert} />
      <TermsPanel at={props.at} />
      <QaPanel at={props.at} />
      <HistoryPanel at={props.at} />
      <CommentsPanel key={`comments-${props.at.segment}`} at={props.at} />
      <ConcordancePanel jobPart={props.at.jobPart} />
    </SpaceBetween>
  );
}
