import { describe, expect, test } from 'vitest';
import { jobMessages, type ScoringJob } from '@tessera/contracts';
import {
  jobScoreOf,
  scoreText,
  scoringEnabled,
  scoredStepsOf,
  scoringPartIds,
  type ScoringJobsLoad,
} from './scoringFacts';

const scoringPart = { id: 7, workflowStep: { id: 13, type: 'SCORING' } };
const translationPart = { id: 8, workflowStep: { id: 12, type: 'TRANSLATION' } };
const scoringJob = (patch: Partial<ScoringJob>): ScoringJob => ({
  id: 1,
  jobPartId: 7,
  status: 'NEW',
  score: null,
  passing: null,
  scoredWordCount: null,
  penaltyPoints: null,
  sampledWords: null,
  scoringModel: { id: 2, name: 'Tessera MQM', version: 1, threshold: 98 },
  ...patch,
});
const loaded = (...jobs: ScoringJob[]): ScoringJobsLoad => ({ jobs, failed: false });

describe('the score column', () => {
  test('asks only for the parts of SCORING and SCORING_AND_REVISION steps', () => {
    const revision = { id: 9, workflowStep: { id: 14, type: 'SCORING_AND_REVISION' } };
    expect(scoringPartIds([scoringPart, translationPart, revision])).toEqual([7, 9]);
  });

  test('shows a scoring job by its status, and a completed one by its score and result', () => {
    expect(jobScoreOf(scoringPart, loaded(scoringJob({})))).toEqual({
      text: 'Requested',
      indicator: 'pending',
    });
    expect(jobScoreOf(scoringPart, loaded(scoringJob({ status: 'IN_PROGRESS' }))).text).toBe(
      'In progress',
    );
    expect(jobScoreOf(scoringPart, loaded(scoringJob({ status: 'CANCELED' }))).text).toBe(
      'Canceled',
    );
    const completed = scoringJob({ status: 'COMPLETED', score: 96, passing: false });
    expect(jobScoreOf(scoringPart, loaded(completed))).toEqual({
      text: '96.0% · Fail',
      indicator: 'error',
    });
    expect(scoreText(98.25, true)).toBe('98.3% · Pass');
  });

  test("shows '-' on a step scored externally, and 'not found' where the model's job is missing", () => {
    const project = {
      workflowSteps: [
        { id: 13, level: 1, name: 'Scoring', type: 'SCORING' as const },
        { id: 14, level: 2, name: 'Final scoring', type: 'SCORING' as const },
      ],
      scoringModelIdsByWorkflowStepId: { '13': 5, '14': null },
      isPostMortemScoring: false,
    };
    const scoredSteps = scoredStepsOf(project);
    expect([...scoredSteps]).toEqual([13]);
    const external = { id: 9, workflowStep: { id: 14, type: 'SCORING' } };
    expect(scoringPartIds([scoringPart, external], scoredSteps)).toEqual([7]);
    expect(jobScoreOf(external, { ...loaded(), scoredSteps })).toEqual({ text: '-' });
    expect(jobScoreOf(scoringPart, { ...loaded(), scoredSteps }).text).toBe(
      jobMessages.scoringJobNotFound,
    );
  });

  test("shows '-' off scoring steps and says why a scoring step has no score", () => {
    expect(jobScoreOf(translationPart, { jobs: undefined, failed: true })).toEqual({ text: '-' });
    expect(jobScoreOf(scoringPart, loaded(scoringJob({ jobPartId: 99 }))).text).toBe(
      jobMessages.scoringJobNotFound,
    );
    expect(jobScoreOf(scoringPart, { jobs: undefined, failed: true }).text).toBe(
      jobMessages.loadScoresFailed,
    );
    expect(jobScoreOf(scoringPart, { jobs: undefined, failed: false }).indicator).toBe('loading');
  });
});

describe('scoring items', () => {
  const steps = [
    { id: 11, level: 1, name: 'Translation', type: 'TRANSLATION' as const },
    { id: 13, level: 2, name: 'Scoring', type: 'SCORING' as const },
  ];

  test('apply on a scoring step the project gives a model, not on External or other steps', () => {
    const project = {
      workflowSteps: steps,
      scoringModelIdsByWorkflowStepId: { '13': 5 },
      isPostMortemScoring: false,
    };
    expect(scoringEnabled(project, 2)).toBe(true);
    expect(scoringEnabled(project, 1)).toBe(false);
    expect(scoringEnabled({ ...project, scoringModelIdsByWorkflowStepId: { '13': null } }, 2)).toBe(
      false,
    );
    expect(
      scoringEnabled(
        { workflowSteps: [], scoringModelIdsByWorkflowStepId: {}, isPostMortemScoring: false },
        1,
      ),
    ).toBe(false);
  });

  test("a post-delivery QA project's last step scores, but its items need a scoring type", () => {
    const project = {
      workflowSteps: [steps[0]!, { id: 12, level: 2, name: 'Revision', type: 'REVISION' as const }],
      scoringModelIdsByWorkflowStepId: {},
      isPostMortemScoring: true,
    };
    expect([...scoredStepsOf(project)]).toEqual([12]);
    expect(scoredStepsOf({ ...project, isPostMortemScoring: false }).size).toBe(0);
    expect(scoringEnabled(project, 2)).toBe(false);
  });
});
