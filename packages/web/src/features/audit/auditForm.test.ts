import { describe, expect, test } from 'vitest';
import { jobMessages } from '@tessera/contracts';
import {
  auditErrors,
  auditRequest,
  formErrorsOfServer,
  initialAuditForm,
  snapshotPartsOf,
  snapshotTimestampOf,
} from './auditForm';
import { auditPath } from '../../components/auditPath';

const filled = { jobPartId: '12', level: '2', snapshotTimestamp: '1751373000000' };

describe('segment audit form', () => {
  test('a link fills the form; level 1 and the given moment otherwise', () => {
    expect(initialAuditForm(new URLSearchParams('jobPartId=7&level=3'), 1000)).toEqual({
      jobPartId: '7',
      level: '3',
      snapshotTimestamp: '1000',
    });
    const link = new URL(auditPath(7, 3), 'http://tessera');
    expect(link.pathname).toBe('/jobPartAudit');
    expect(initialAuditForm(link.searchParams, 1).jobPartId).toBe('7');
    expect(initialAuditForm(new URLSearchParams(''), 5)).toEqual({
      jobPartId: '',
      level: '1',
      snapshotTimestamp: '5',
    });
  });

  test("shows the spec's messages word for word", () => {
    expect(auditErrors({ jobPartId: '', level: '', snapshotTimestamp: '' })).toEqual({
      jobPartId: 'Job part ID is required.',
      level: 'Workflow step level must be numeric.',
      snapshotTimestamp: 'Snapshot timestamp is required.',
    });
    expect(auditErrors({ ...filled, jobPartId: 'abc' }).jobPartId).toBe(
      jobMessages.auditJobPartRequired,
    );
    expect(auditErrors({ ...filled, level: 'two' }).level).toBe(jobMessages.auditLevelNumeric);
    expect(auditErrors({ ...filled, snapshotTimestamp: 'now' }).snapshotTimestamp).toBe(
      jobMessages.auditSnapshotRequired,
    );
  });

  test('sends numbers once the form is valid', () => {
    expect(auditErrors(filled)).toEqual({});
    expect(auditRequest(filled)).toEqual({
      jobParts: [12],
      level: 2,
      snapshotTimestamp: 1751373000000,
    });
    expect(auditRequest({ ...filled, jobPartId: '' })).toBeNull();
  });

  test("puts the server's field errors on the form's fields", () => {
    expect(formErrorsOfServer({ jobParts: 'Job part ID is required.', 'level.0': 'x' })).toEqual({
      jobPartId: 'Job part ID is required.',
      level: 'x',
    });
  });

  test('the picker shows the timestamp in the timezone and fills it back', () => {
    expect(snapshotPartsOf('1751373005000', 'Europe/Prague')).toEqual({
      date: '2025-07-01',
      time: '14:30:05',
    });
    expect(snapshotTimestampOf('2025-07-01', '14:30:05', 'Europe/Prague')).toBe('1751373005000');
    expect(snapshotTimestampOf('2025-07-01', '14:30', 'UTC')).toBe('1751380200000');
    expect(snapshotPartsOf('', 'UTC')).toEqual({ date: '', time: '' });
    expect(snapshotTimestampOf('', '10:00:00', 'UTC')).toBe('');
  });
});
