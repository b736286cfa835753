import Box from '@cloudscape-design/components/box';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { ReactNode } from 'react';
import { messageOf } from '../../api/http';

interface Props {
  title: string;
  /** The query behind the panel: loading, failed or answered. */
  state: { isPending: boolean; error: unknown };
  empty: boolean;
  emptyText: string;
  children?: ReactNode;
}

/** One side panel of the active segment, a region named by its title. */
export function PanelSection({ title, state, empty, emptyText, children }: Props) {
  return (
    <section aria-label={title}>
      <ExpandableSection variant="container" headerText={title} defaultExpanded>
        {state.error ? (
          <StatusIndicator type="error">{messageOf(state.error)}</StatusIndicator>
        ) : state.isPending ? (
          <StatusIndicator type="loading">Loading</StatusIndicator>
        ) : empty ? (
          <Box color="text-body-secondary">{emptyText}</Box>
        ) : (
          children
        )}
      </ExpandableSection>
    </section>
  );
}
