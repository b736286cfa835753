// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, test } from 'vitest';
import { jobMessages, shellMessages, type ProjectWorkflowStep } from '@tessera/contracts';
import { useMountedRoot } from '../../testing/mountedRoot';
import { analysisFormErrors, type AnalysisForm } from './analysisForm';
import { AnalysisCreateForm } from './AnalysisCreateForm';

const steps: ProjectWorkflowStep[] = [
  { id: 1, level: 1, name: 'Translation', type: 'TRANSLATION' },
  { id: 2, level: 2, name: 'Revision', type: 'REVISION' },
];

describe('the create analysis form', () => {
  const mounted = useMountedRoot();
  let submitted: AnalysisForm[];

  beforeEach(() => {
    submitted = [];
  });

  const render = (workflowSteps: ProjectWorkflowStep[]) =>
    act(() =>
      mounted.root.render(
        <AnalysisCreateForm
          workflowSteps={workflowSteps}
          level={1}
          creating={false}
          validate={(form) =>
            analysisFormErrors(form, 'p1', { jobPartIds: [5], level: 1, workflowSteps })
          }
          onSubmit={(form) => submitted.push(form)}
          onCancel={() => undefined}
        />,
      ),
    );
  // Cloudscape names its radio buttons and checkboxes by aria-labelledby.
  const radio = (label: string) => {
    const input = [...mounted.container.querySelectorAll('input')].find(
      (candidate) =>
        document.getElementById(candidate.getAttribute('aria-labelledby') ?? '')?.textContent ===
        label,
    );
    if (!input) throw new Error(`no input labelled ${label}`);
    return input;
  };
  const checkbox = (label: string) => radio(label);
  const clickButton = (text: string) => {
    const button = [...mounted.container.querySelectorAll('button')].find(
      (candidate) => candidate.textContent === text,
    );
    act(() => button?.click());
  };
  const text = () => mounted.container.textContent ?? '';

  test('starts with the spec defaults; Analyze by linguist is always disabled', () => {
    render(steps);
    expect(radio('Default').checked).toBe(true);
    expect(checkbox('Include internal fuzzy matches').checked).toBe(true);
    expect(checkbox('Include confirmed segments').checked).toBe(false);
    expect(checkbox('Include locked segments').checked).toBe(false);
    expect(checkbox('Include numbers').checked).toBe(false);
    expect(checkbox('Analyze by linguist').disabled).toBe(true);
    expect(radio('Source').checked).toBe(true);
  });

  test('Compare is disabled without workflow steps', () => {
    render([]);
    expect(radio('Compare').disabled).toBe(true);
    render(steps);
    expect(radio('Compare').disabled).toBe(false);
  });

  test('Compare without a step shows the error only once the user tried to submit', () => {
    render(steps);
    act(() => radio('Compare').click());
    expect(text()).not.toContain(jobMessages.compareWithRequired);
    clickButton('Create analysis');
    expect(submitted).toEqual([]);
    expect(text()).toContain(jobMessages.compareWithRequired);
    expect(text()).toContain(shellMessages.formContainsErrors);
    // From then on the form validates on change: back to Default clears the error at once.
    act(() => radio('Default').click());
    expect(text()).not.toContain(jobMessages.compareWithRequired);
  });

  test('a valid form is submitted with the options the user chose', () => {
    render(steps);
    act(() => checkbox('Include numbers').click());
    act(() => radio('Target').click());
    clickButton('Create analysis');
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toMatchObject({
      type: 'PreAnalyse',
      includeNumbers: true,
      includeFuzzyRepetitions: true,
      countSourceUnits: false,
    });
  });
});
