import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { jobMessages } from '@tessera/contracts';
import { dueDateTimeOf } from '../../../components/dueDateTime';
import { useDates } from '../../../components/useDates';
import { DueDateTimeField } from '../../../components/DueDateTimeField';
import { supportedFormatsText, unsupportedFileErrors } from './fileSupport';
import { intervalLabel, NotifyFields } from './NotifyFields';
import { languageName, type StepProps } from './stepProps';

interface Props extends StepProps {
  /** The project's target locales: the only ones jobs can have. */
  projectLocales: readonly string[];
}

/** Step 1: files, target locales, pre-translate, due date and notification (spec 001 section 2). */
export function DetailsStep({ form, onChange, errors, lookups, projectLocales }: Props) {
  const { timeZone, formatDateTime } = useDates();
  const due = dueDateTimeOf(form.dueDate, form.dueTime, timeZone);
  const localeOptions = projectLocales.map((code) => ({
    value: code,
    label: languageName(lookups.languages, code),
    description: code,
  }));
  const template = lookups.emailTemplates.find((t) => t.id === form.notify.emailTemplateId);
  // Told as soon as the files are chosen: a type no filter reads, and an empty file.
  const fileErrors = unsupportedFileErrors(
    form.files,
    lookups.fileFormats,
    form.importSettings.fileFormat ?? '',
  );
  const refused = fileErrors.find((message) => message !== null);
  const filesError =
    errors.files ?? (refused && `${refused} ${supportedFormatsText(lookups.fileFormats)}`);
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">Files and target locales</Header>}>
        <SpaceBetween size="l">
          <FormField label="Files" errorText={filesError}>
            <FileUpload
              multiple
              value={form.files}
              fileErrors={fileErrors}
              fileWarnings={form.files.map((file) =>
                file.size === 0 ? jobMessages.noSegments : null,
              )}
              onChange={({ detail }) => onChange({ files: detail.value })}
              showFileSize
              tokenLimit={10}
              i18nStrings={{
                uploadButtonText: (multiple) => (multiple ? 'Choose files' : 'Choose file'),
                dropzoneText: (multiple) =>
                  multiple ? 'Drop files to upload' : 'Drop file to upload',
                removeFileAriaLabel: (index) => `Remove file ${index + 1}`,
                limitShowFewer: 'Show fewer files',
                limitShowMore: 'Show more files',
                errorIconAriaLabel: 'Error',
                warningIconAriaLabel: 'Warning',
              }}
            />
          </FormField>
          <FormField label="Target locales" errorText={errors.targetLocales}>
            <Multiselect
              selectedOptions={localeOptions.filter((option) =>
                form.targetLocales.includes(option.value),
              )}
              options={localeOptions}
              filteringType="auto"
              placeholder="Choose target locales"
              deselectAriaLabel={(option) => `Remove ${option.label ?? ''}`}
              onChange={({ detail }) =>
                onChange({
                  targetLocales: detail.selectedOptions.flatMap((option) =>
                    option.value ? [option.value] : [],
                  ),
                })
              }
            />
          </FormField>
          <Checkbox
            checked={form.preTranslate}
            onChange={({ detail }) => onChange({ preTranslate: detail.checked })}
          >
            Pre-translate
          </Checkbox>
          <DueDateTimeField
            timeZone={timeZone}
            label="Due date"
            date={form.dueDate}
            time={form.dueTime}
            error={errors.dueDate}
            onChange={(dueDate, dueTime) => onChange({ dueDate, dueTime })}
          />
          <NotifyFields
            label="Notify linguists"
            notify={form.notify}
            templates={lookups.emailTemplates}
            onChange={(notify) => onChange({ notify })}
          />
        </SpaceBetween>
      </Container>
      <Container header={<Header variant="h2">Summary</Header>}>
        <KeyValuePairs
          columns={2}
          items={[
            {
              label: 'Files',
              value: form.files.length === 0 ? '-' : form.files.map((file) => file.name).join(', '),
            },
            { label: 'Due', value: due ? formatDateTime(due) : form.dueDate || '-' },
            { label: 'Pre-translate', value: form.preTranslate ? 'Yes' : 'No' },
            {
              label: 'Notify linguists',
              value: form.notify.enabled
                ? `${template?.name ?? '-'}, ${intervalLabel(form.notify.intervalMinutes ?? 0)}`
                : 'No',
            },
          ]}
        />
      </Container>
    </SpaceBetween>
  );
}
