import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { AssigneesField } from './AssigneesField';
import { DueDateTimeField } from '../../../components/DueDateTimeField';
import { useDates } from '../../../components/useDates';
import type { StepAssignment } from './jobForm';
import { NotifyFields } from './NotifyFields';
import { languageName, type StepProps } from './stepProps';

/** Step 2: one block per workflow step of the project, or the Default step (spec 001 section 3). */
export function AssignmentStep({ form, onChange, errors, lookups }: StepProps) {
  const { timeZone } = useDates();
  const update = (index: number, patch: Partial<StepAssignment>) =>
    onChange({
      steps: form.steps.map((step, at) => (at === index ? { ...step, ...patch } : step)),
    });
  return (
    <SpaceBetween size="l">
      {form.steps.map((step, index) => (
        <Container key={step.workflowStepId} header={<Header variant="h2">{step.name}</Header>}>
          <SpaceBetween size="l">
            <Toggle
              checked={step.assignPerTargetLocale}
              onChange={({ detail }) => update(index, { assignPerTargetLocale: detail.checked })}
            >
              Assign per target locale
            </Toggle>
            {step.assignPerTargetLocale ? (
              form.targetLocales.map((locale) => (
                <AssigneesField
                  key={locale}
                  label={`Assigned to (${languageName(lookups.languages, locale)})`}
                  assignees={lookups.assignees}
                  value={{
                    userIds: step.assignedUserIdsByTargetLocale[locale] ?? [],
                    vendorIds: step.assignedVendorIdsByTargetLocale[locale] ?? [],
                  }}
                  onChange={({ userIds, vendorIds }) =>
                    update(index, {
                      assignedUserIdsByTargetLocale: {
                        ...step.assignedUserIdsByTargetLocale,
                        [locale]: userIds,
                      },
                      assignedVendorIdsByTargetLocale: {
                        ...step.assignedVendorIdsByTargetLocale,
                        [locale]: vendorIds,
                      },
                    })
                  }
                />
              ))
            ) : (
              <AssigneesField
                label={`Assigned to (${step.name})`}
                assignees={lookups.assignees}
                value={{ userIds: step.assignedUserIds, vendorIds: step.assignedVendorIds }}
                onChange={({ userIds, vendorIds }) =>
                  update(index, { assignedUserIds: userIds, assignedVendorIds: vendorIds })
                }
              />
            )}
            <DueDateTimeField
              timeZone={timeZone}
              label={`Due date (${step.name})`}
              date={step.dueDate}
              time={step.dueTime}
              error={errors[`steps.${index}.dueDate`]}
              onChange={(dueDate, dueTime) => update(index, { dueDate, dueTime })}
            />
            <NotifyFields
              label={`Notify linguists (${step.name})`}
              notify={step.notify}
              templates={lookups.emailTemplates}
              onChange={(notify) => update(index, { notify })}
            />
          </SpaceBetween>
        </Container>
      ))}
    </SpaceBetween>
  );
}
