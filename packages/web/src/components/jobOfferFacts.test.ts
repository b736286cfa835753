import { describe, expect, test } from 'vitest';
import type { JobPart, JobStatus } from '@tessera/contracts';
import { offerable, statusChangeOpen, withdrawable } from './jobOfferFacts';

const job = (
  status: JobStatus,
  hasOffer = false,
  creation: 'OK' | 'RUNNING' = 'OK',
): Pick<JobPart, 'hasOffer' | 'status' | 'creationTask'> => ({
  status,
  hasOffer,
  creationTask: { status: creation, reason: null, finishedDataText: null },
});

describe('open offers on the job list', () => {
  test('Change status is held for managers and linguists while a selected job is offered', () => {
    const selection = [job('NEW'), job('NEW', true)];
    expect(statusChangeOpen(selection, 'PROJECT_MANAGER')).toBe(false);
    expect(statusChangeOpen(selection, 'LINGUIST')).toBe(false);
    expect(statusChangeOpen(selection, 'ADMIN')).toBe(true);
    expect(statusChangeOpen([job('NEW')], 'PROJECT_MANAGER')).toBe(true);
  });

  test('Offer to vendors needs imported jobs, not finished and not offered yet', () => {
    expect(offerable([job('NEW'), job('ASSIGNED')])).toBe(true);
    expect(offerable([job('NEW'), job('NEW', true)])).toBe(false);
    expect(offerable([job('NEW', false, 'RUNNING')])).toBe(false);
    expect(offerable([job('COMPLETED')])).toBe(false);
    expect(offerable([job('CANCELLED')])).toBe(false);
    expect(offerable([])).toBe(false);
  });

  test('Withdraw offer needs every selected job offered', () => {
    expect(withdrawable([job('NEW', true), job('EMAILED', true)])).toBe(true);
    expect(withdrawable([job('NEW', true), job('NEW')])).toBe(false);
    expect(withdrawable([])).toBe(false);
  });
});
