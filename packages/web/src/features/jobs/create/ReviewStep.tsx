import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { projectMessages, type FileImportSettings } from '@tessera/contracts';
import { userNamesById } from './AssigneesField';
import { choiceLabels, importFields } from './importFields';
import { intervalLabel } from './NotifyFields';
import type { FormChange } from './reviewDiff';
import { languageName, type JobWizardLookups } from './stepProps';

function importValueText(
  key: keyof FileImportSettings,
  value: unknown,
  lookups: JobWizardLookups,
): string {
  const field = importFields.find((candidate) => candidate.key === key);
  if (value === null || value === undefined || value === '')
    return field?.kind === 'segmentationRule' ? 'Default' : '-';
  if (field?.kind === 'segmentationRule')
    return lookups.segRules.find((rule) => rule.id === value)?.name ?? String(value);
  if (field?.kind === 'fileFormat')
    return lookups.fileFormats.find((format) => format.value === value)?.title ?? String(value);
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  return field?.kind === 'choice' ? (choiceLabels[String(value)] ?? String(value)) : String(value);
}

function changeText(change: FormChange, lookups: JobWizardLookups): string {
  const kind = change.kind;
  if (kind.type === 'importSetting') return importValueText(kind.key, change.after, lookups);
  if (kind.type === 'locales')
    return kind.codes.map((code) => languageName(lookups.languages, code)).join(', ') || '-';
  if (kind.type === 'assignees') {
    const users = userNamesById(lookups.assignees);
    const vendors = new Map(lookups.assignees.vendors.map((vendor) => [vendor.id, vendor.name]));
    const names = [
      ...kind.userIds.map((id) => users.get(id) ?? String(id)),
      ...kind.vendorIds.map((id) => vendors.get(id) ?? String(id)),
    ];
    return names.length === 0 ? '-' : names.join(', ');
  }
  if (kind.type === 'notify') {
    const notify = kind.notify;
    if (!notify.enabled) return 'Off';
    const template = lookups.emailTemplates.find((t) => t.id === notify.emailTemplateId);
    return `${template?.name ?? '-'}, ${intervalLabel(notify.intervalMinutes ?? 0)}`;
  }
  if (typeof change.after === 'boolean') return change.after ? 'Yes' : 'No';
  return String(change.after) || '-';
}

interface Props {
  stepTitles: readonly string[];
  changes: readonly FormChange[];
  lookups: JobWizardLookups;
  onEdit(step: number): void;
}

/** Step 4: only the changed values, step by step, or 'No changes' (spec 001 section 2). */
export function ReviewStep({ stepTitles, changes, lookups, onEdit }: Props) {
  return (
    <SpaceBetween size="l">
      {changes.length === 0 && <Box variant="p">{projectMessages.noChanges}</Box>}
      {stepTitles.map((title, step) => {
        const stepChanges = changes.filter((change) => change.step === step);
        return (
          <Container
            key={title}
            header={
              <Header variant="h2" actions={<Button onClick={() => onEdit(step)}>Edit</Button>}>
                {`Step ${step + 1}: ${title}`}
              </Header>
            }
          >
            {stepChanges.length === 0 ? (
              <Box color="text-body-secondary">{projectMessages.noChanges}</Box>
            ) : (
              <KeyValuePairs
                columns={2}
                items={stepChanges.map((change) => ({
                  label: change.label,
                  value: changeText(change, lookups),
                }))}
              />
            )}
          </Container>
        );
      })}
    </SpaceBetween>
  );
}
