import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import * as tokens from '@cloudscape-design/design-tokens';
import { useVirtualizer } from '@tanstack/react-virtual';
import { format, type EditorSegmentPage } from '@tessera/contracts';
import { useEffect, useRef, useState } from 'react';
import { useJobQaFlagsQuery, useTmMatchesQuery, type SegmentsView } from '../../api/editor';
import { messageOf } from '../../api/http';
import { editorLabels } from './editorLabels';
import { segmentAt } from './segmentPages';
import { SegmentPanels } from './SegmentPanels';
import { rowStyle, SegmentRow } from './SegmentRow';
import type { MarkedText } from './tagDocument';
import { TargetEditor } from './TargetEditor';
import type { EditorFlash } from './useEditorFlash';
import { useSegmentEditing } from './useSegmentEditing';
import { useSegmentPages } from './useSegmentPages';

// The grid keeps most of the width; the active segment's panels take a column beside it.
const layoutStyle = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)',
  gap: 16,
  alignItems: 'start',
} as const;

interface Props {
  first: EditorSegmentPage;
  /** The filter and search the rows follow (the first page is already of it). */
  view: SegmentsView;
  flash(message: EditorFlash): void;
}

/** The job part's segments, virtualised: only the rows in view exist, only the active one edits. */
export function SegmentGrid({ first, view, flash }: Props) {
  const { pages, load, replace, failed, current } = useSegmentPages(first, view);
  const total = first.total;
  const editing = useSegmentEditing({
    jobPartId: first.jobPartId,
    total,
    editable: first.editable,
    pages,
    current,
    replace,
    flash,
  });
  const { active, segment, text, readOnly } = editing;
  const at = { jobPart: first.jobPartId, segment: segment?.id ?? 0 };
  const matches = useTmMatchesQuery(at);
  const qaFlags = useJobQaFlagsQuery(first.jobPartId);
  // The text selected in the active target, kept with its segment so another segment never shows it.
  const [marked, setMarked] = useState<{ segment: number; text: MarkedText } | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  // The grid re-renders as it scrolls anyway; React Compiler skipping its memoisation is expected.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scroller.current,
    estimateSize: () => 44,
    overscan: 8,
  });
  const rows = virtualizer.getVirtualItems();
  const firstRow = rows[0]?.index ?? 0;
  const lastRow = rows[rows.length - 1]?.index ?? 0;

  useEffect(() => load([firstRow, lastRow]), [load, firstRow, lastRow]);
  useEffect(() => virtualizer.scrollToIndex(active, { align: 'auto' }), [virtualizer, active]);

  return (
    <div style={layoutStyle}>
      <Container disableContentPaddings>
        {!first.editable && <Alert type="info">{editorLabels.readOnly}</Alert>}
        {failed !== null && (
          <Alert type="error">
            {format(editorLabels.loadFailed, { error: messageOf(failed) })}
          </Alert>
        )}
        <div role="table" aria-label="Segments" aria-rowcount={total}>
          <div role="rowgroup">
            <div
              role="row"
              style={{ ...rowStyle, fontWeight: 'bold', color: tokens.colorTextBodySecondary }}
            >
              <div role="columnheader">#</div>
              <div role="columnheader">Source</div>
              <div role="columnheader">Target</div>
              <div role="columnheader">Status</div>
              <div role="columnheader">Origin</div>
            </div>
          </div>
          <div
            ref={scroller}
            role="rowgroup"
            style={{ height: 'calc(100vh - 260px)', minHeight: 240, overflowY: 'auto' }}
          >
            <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {rows.map((row) => (
                <div
                  key={row.key}
                  data-index={row.index}
                  ref={virtualizer.measureElement}
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    width: '100%',
                    transform: `translateY(${row.start}px)`,
                  }}
                >
                  <SegmentRow
                    segment={segmentAt(pages, row.index)}
                    active={row.index === active}
                    flagged={qaFlags.data?.has(segmentAt(pages, row.index)?.id ?? 0) ?? false}
                    onActivate={() => editing.activate(row.index)}
                    target={
                      row.index === active && segment ? (
                        <TargetEditor
                          ordinal={segment.ordinal}
                          source={segment.source}
                          value={text}
                          readOnly={readOnly}
                          onChange={editing.edit}
                          onMark={(text) => setMarked(text && { segment: segment.id, text })}
                          onCommand={(command) => {
                            if (typeof command === 'object') {
                              const match = matches.data?.matches[command.insertMatch - 1];
                              if (match) editing.edit(match.target);
                            } else if (command === 'confirm') void editing.confirm();
                            else if (command === 'copySource') editing.edit(segment.source);
                            else editing.activate(active + (command === 'next' ? 1 : -1));
                          }}
                        />
                      ) : undefined
                    }
                  />
                </div>
              ))}
            </div>
          </div>
        </div>
      </Container>
      {segment && (
        <div style={{ height: 'calc(100vh - 220px)', minHeight: 240, overflowY: 'auto' }}>
          <SegmentPanels
            at={at}
            source={segment.source}
            readOnly={readOnly}
            marked={marked?.segment === segment.id ? marked.text : null}
            onInsert={editing.edit}
          />
        </div>
      )}
    </div>
  );
}
