import { describe, expect, it } from 'vitest';
import type { ScoringGroup } from '@tessera/contracts';
import { projectScoringView } from './scoringGroupFacts';

const group = (id: number, total: number, pending: number, failed: number): ScoringGroup => ({
  id,
  status: 'NEW',
  score: null,
  passing: null,
  scoredWordCount: null,
  penaltyPoints: null,
  jobCounts: { total, pending, failed, succeeded: total - pending - failed },
  scoringModel: { id: 1, name: 'MQM', version: 1, threshold: 98 },
  workflowStep: { id: 3, name: 'Scoring', level: 2 },
  targetLang: 'de',
});
const loaded = (...groups: ScoringGroup[]) => new Map(groups.map((one) => [one.id, one]));

describe('a project’s scoring status in the list', () => {
  it('is nothing without groups, or before they load', () => {
    expect(projectScoringView([], loaded())).toBeNull();
    expect(projectScoringView([1], loaded())).toBeNull();
  });

  it('labels the status of spec 000 section 4 across the project’s groups', () => {
    expect(projectScoringView([1, 2], loaded(group(1, 2, 2, 0), group(2, 1, 1, 0)))).toEqual({
      text: 'Requested',
      indicator: 'pending',
    });
    expect(projectScoringView([1, 2], loaded(group(1, 2, 1, 0), group(2, 1, 1, 0)))).toEqual({
      text: 'In progress',
      indicator: 'in-progress',
    });
    expect(projectScoringView([1, 2], loaded(group(1, 2, 1, 1), group(2, 1, 1, 0)))).toEqual({
      text: 'In progress (1 failed)',
      indicator: 'warning',
    });
    expect(projectScoringView([1, 2], loaded(group(1, 2, 0, 0), group(2, 1, 0, 0)))).toEqual({
      text: 'Done',
      indicator: 'success',
    });
    expect(projectScoringView([1, 2], loaded(group(1, 2, 0, 2), group(2, 1, 0, 0)))).toEqual({
      text: 'Done (2 failed)',
      indicator: 'error',
    });
  });
});
