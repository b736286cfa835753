import { describe, expect, test } from 'vitest';
import { jobMessages, type ScoringJob } from '@tessera/contracts';
import {
  jobScoreOf,
  scoreText,
  scoringEnabled,
  scoringPartIds,
  type ScoringJobsLoad,
} from './scoringFacts';

const scoringPart = { id: 7, workflowStep: { type: 'SCORING' } };
const translationPart = { id: 8, workflowStep: { type: 'TRANSLATION' } };
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
    const revision = { id: 9, workflowStep: { type: 'SCORING_AND_REVISION' } };
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
    const project = { workflowSteps: steps, scoringModelIdsByWorkflowStepId: { '13': 5 } };
    expect(scoringEnabled(project, 2)).toBe(true);
    expect(scoringEnabled(project, 1)).toBe(false);
    expect(scoringEnabled({ ...project, scoringModelIdsByWorkflowStepId: { '13': null } }, 2)).toBe(
      false,
    );
    expect(scoringEnabled({ workflowSteps: [], scoringModelIdsByWorkflowStepId: {} }, 1)).toBe(
      false,
    );
  });
});
