import type { WizardProps } from '@cloudscape-design/components/wizard';

/** The wizard's words; the skip-to button names the step it jumps to. */
export function wizardStrings(skipToLabel: () => string): WizardProps.I18nStrings {
  return {
    stepNumberLabel: (step) => `Step ${step}`,
    collapsedStepsLabel: (step, count) => `Step ${step} of ${count}`,
    skipToButtonLabel: skipToLabel,
    navigationAriaLabel: 'Steps',
    cancelButton: 'Cancel',
    previousButton: 'Previous',
    nextButton: 'Next',
    optional: 'optional',
  };
}
