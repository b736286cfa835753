// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { useMountedRoot, type MountedRoot } from '../../testing/mountedRoot';
import { SegmentPanels } from './SegmentPanels';

const answers: Record<string, unknown> = {
  '/api/editor/matches': {
    matches: [
      {
        tmId: 1,
        tmName: 'Main TM',
        unitId: 7,
        score: 92,
        source: 'Open the file now',
        target: 'Ouvrez le fichier maintenant',
        createdBy: 'ann',
        modifiedAt: 0,
      },
    ],
  },
  '/api/editor/terms': {
    terms: [
      {
        sourceTerm: 'folder',
        targetTerms: [
          { text: 'dossier', approved: true, forbidden: false },
          { text: 'répertoire', approved: false, forbidden: true },
        ],
      },
    ],
  },
  '/api/qa/warnings': {
    jobPartId: 3,
    ranAt: 1,
    total: 2,
    unresolvedCount: 2,
    offset: 0,
    warnings: [
      {
        id: 1,
        segmentId: 5,
        ordinal: 1,
        check: 'x',
        message: 'Missing tag',
        details: '{1}',
        ignored: null,
      },
      {
        id: 2,
        segmentId: 6,
        ordinal: 2,
        check: 'x',
        message: 'Other segment',
        details: '',
        ignored: null,
      },
    ],
  },
  '/api/editor/segmentHistory': [],
  '/api/editor/comments': [],
  '/api/scoring/errors': {
    scoringJob: {
      id: 9,
      jobPartId: 3,
      status: 'IN_PROGRESS',
      score: 90,
      passing: false,
      scoredWordCount: 10,
      penaltyPoints: 1,
      scoringModel: { id: 1, name: 'Tessera MQM', version: 1, threshold: 98 },
    },
    model: {
      categories: [{ name: 'Accuracy', subcategories: ['Mistranslation'] }],
      severities: [{ name: 'Minor', weight: 1 }],
    },
    errors: [
      {
        id: 4,
        segmentId: 5,
        segmentOrdinal: 1,
        category: 'Accuracy',
        subcategory: 'Mistranslation',
        severity: 'Minor',
        comment: 'not quick',
        span: { start: 0, end: 4, text: 'Open' },
        createdBy: 'ann',
        createdAt: 0,
      },
      {
        id: 5,
        segmentId: 6,
        segmentOrdinal: 2,
        category: 'Accuracy',
        subcategory: '',
        severity: 'Minor',
        comment: 'Other segment',
        span: null,
        createdBy: 'ann',
        createdAt: 0,
      },
    ],
  },
};

async function render(mounted: MountedRoot) {
  vi.stubGlobal('fetch', (url: string) =>
    Promise.resolve(new Response(JSON.stringify(answers[new URL(url, 'http://x').pathname]))),
  );
  const { container, root } = mounted;
  await act(async () => {
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <SegmentPanels
          at={{ jobPart: 3, segment: 5 }}
          source="Open the folder now"
          readOnly={false}
          marked={{ start: 5, end: 8, text: 'the' }}
          onInsert={() => undefined}
        />
      </QueryClientProvider>,
    );
  });
  // Every panel has answered once none shows its loading line.
  for (let tries = 0; tries < 100 && container.textContent?.includes('Loading'); tries++)
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return container;
}

const region = (container: HTMLElement, name: string) => {
  const found = container.querySelector(`section[aria-label="${name}"]`);
  if (!found) throw new Error(`no region ${name}`);
  return found;
};

describe('the side panels of the active segment', () => {
  // Unmounted after each test: a panel left mounted refetched through the next file's fetch stub
  // (the web files share their worker), and its answer broke that file's test.
  const mounted = useMountedRoot();
  afterEach(() => vi.unstubAllGlobals());

  test('a TM match shows its number, score, memory and the word diff against the source', async () => {
    const panel = region(await render(mounted), 'Translation memory matches');
    expect(panel.textContent).toContain('92%');
    expect(panel.textContent).toContain('Main TM');
    expect(panel.textContent).toContain('Ouvrez le fichier maintenant');
    expect(panel.querySelector('ins')?.textContent).toBe('folder');
    expect(panel.querySelector('del')?.textContent).toBe('file');
  });

  test('terms mark forbidden targets; QA lists only the segment’s warnings', async () => {
    const container = await render(mounted);
    const terms = region(container, 'Terms');
    expect(terms.querySelector('del')?.textContent).toBe('répertoire');
    expect(terms.textContent).toContain('Forbidden');
    const qa = region(container, 'QA warnings');
    expect(qa.textContent).toContain('Missing tag');
    expect(qa.textContent).not.toContain('Other segment');
    expect(region(container, 'History').textContent).toContain('No changes.');
  });

  test('scoring shows the running score and the segment’s errors with the marked text', async () => {
    const panel = region(await render(mounted), 'Scoring');
    expect(panel.textContent).toContain('90.0% · Fail');
    expect(panel.textContent).toContain('Accuracy / Mistranslation · Minor');
    expect(panel.textContent).toContain('“Open”');
    expect(panel.textContent).not.toContain('Other segment');
    expect(panel.textContent).toContain('Marked text: "the"');
  });
});
