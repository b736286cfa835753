import { describe, expect, it } from 'vitest';
import { automatedProjectStatus, type AutomationRules } from './projectAutomation.js';

const defaults: AutomationRules = {
  setProjectToAssignedEnabled: true,
  setProjectToAssignedJobStatus: 'EMAILED',
  setProjectToCompletedEnabled: true,
  setProjectToCompletedJobStatus: 'COMPLETED',
  setProjectToCanceledEnabled: true,
};

describe('automatedProjectStatus', () => {
  it('leaves a project without parts, or with a new part, alone', () => {
    expect(automatedProjectStatus([], defaults)).toBeNull();
    expect(automatedProjectStatus(['EMAILED', 'NEW'], defaults)).toBeNull();
  });

  it('assigns once every part is emailed or further, or accepted when the rule says so', () => {
    expect(automatedProjectStatus(['EMAILED', 'ASSIGNED'], defaults)).toBe('ASSIGNED');
    const accepted = { ...defaults, setProjectToAssignedJobStatus: 'ACCEPTED' as const };
    expect(automatedProjectStatus(['EMAILED', 'ASSIGNED'], accepted)).toBeNull();
    expect(automatedProjectStatus(['ASSIGNED', 'COMPLETED_BY_LINGUIST'], accepted)).toBe(
      'ASSIGNED',
    );
  });

  it('completes by the chosen job status, ignoring cancelled parts', () => {
    expect(automatedProjectStatus(['COMPLETED_BY_LINGUIST', 'CANCELLED'], defaults)).toBe(
      'COMPLETED',
    );
    const delivered = { ...defaults, setProjectToCompletedJobStatus: 'DELIVERED' as const };
    expect(automatedProjectStatus(['COMPLETED_BY_LINGUIST'], delivered)).toBe('ASSIGNED');
    expect(automatedProjectStatus(['COMPLETED'], delivered)).toBe('COMPLETED');
    const either = {
      ...defaults,
      setProjectToCompletedJobStatus: 'COMPLETED_OR_DELIVERED' as const,
    };
    expect(automatedProjectStatus(['COMPLETED', 'COMPLETED_BY_LINGUIST'], either)).toBe(
      'COMPLETED',
    );
  });

  it('cancels when every part is cancelled', () => {
    expect(automatedProjectStatus(['CANCELLED', 'CANCELLED'], defaults)).toBe('CANCELLED');
  });

  it('applies no switched-off rule', () => {
    const off = {
      ...defaults,
      setProjectToAssignedEnabled: false,
      setProjectToCompletedEnabled: false,
      setProjectToCanceledEnabled: false,
    };
    expect(automatedProjectStatus(['EMAILED'], off)).toBeNull();
    expect(automatedProjectStatus(['COMPLETED_BY_LINGUIST'], off)).toBeNull();
    expect(automatedProjectStatus(['CANCELLED'], off)).toBeNull();
  });
});
