import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import * as tokens from '@cloudscape-design/design-tokens';
import { useTmMatchesQuery, type PanelSegment } from '../../api/editor';
import { PanelSection } from './PanelSection';
import { TaggedText } from '../../components/TaggedText';
import { wordDiff } from './wordDiff';

const diffStyle = {
  inserted: { background: tokens.colorBackgroundStatusSuccess, textDecoration: 'underline' },
  deleted: { background: tokens.colorBackgroundStatusError, textDecoration: 'line-through' },
} as const;

/** The match's source against the segment's: what the segment adds is <ins>, what it lacks <del>. */
function MatchSource({ match, source }: { match: string; source: string }) {
  return (
    <Box variant="small">
      {wordDiff(match, source).map((part, index) =>
        part.kind === 'same' ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === 'inserted' ? (
          <ins key={index} style={diffStyle.inserted} title="Not in the match">
            {part.text}
          </ins>
        ) : (
          <del key={index} style={diffStyle.deleted} title="Only in the match">
            {part.text}
          </del>
        ),
      )}
    </Box>
  );
}

/** The active segment's TM matches, best first, numbered for Ctrl+1…9. */
export function TmMatchesPanel({ at, source }: { at: PanelSegment; source: string }) {
  const matches = useTmMatchesQuery(at);
  const list = matches.data?.matches ?? [];
  return (
    <PanelSection
      title="Translation memory matches"
      state={matches}
      empty={list.length === 0}
      emptyText="No matches."
    >
      <SpaceBetween size="s">
        {list.map((match, index) => (
          <div key={`${match.tmId}-${match.unitId}`} aria-label={`Match ${index + 1}`} role="group">
            <SpaceBetween size="xxs">
              <SpaceBetween direction="horizontal" size="xs">
                <Badge>{index + 1}</Badge>
                <Badge color={match.score >= 100 ? 'green' : 'blue'}>{match.score}%</Badge>
                <Box variant="small">{match.tmName}</Box>
              </SpaceBetween>
              <MatchSource match={match.source} source={source} />
              <div>
                <TaggedText text={match.target} />
              </div>
              <Box variant="small" color="text-body-secondary">
                {match.createdBy}, {new Date(match.modifiedAt).toLocaleString()}
              </Box>
            </SpaceBetween>
          </div>
        ))}
      </SpaceBetween>
    </PanelSection>
  );
}
