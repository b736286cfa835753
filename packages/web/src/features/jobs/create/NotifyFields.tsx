import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import {
  jobCreateMessages,
  NOTIFY_INTERVALS_MINUTES,
  type EmailTemplate,
} from '@tessera/contracts';
import type { NotifyForm } from './jobForm';

/** 'All at once' for 0, else the minutes in the largest whole unit. */
export function intervalLabel(minutes: number): string {
  if (minutes === 0) return jobCreateMessages.allAtOnce;
  if (minutes % 60 === 0) return minutes === 60 ? 'Every hour' : `Every ${minutes / 60} hours`;
  return minutes === 1 ? 'Every minute' : `Every ${minutes} minutes`;
}

const intervalOptions = NOTIFY_INTERVALS_MINUTES.map((minutes) => ({
  value: String(minutes),
  label: intervalLabel(minutes),
}));

interface Props {
  label: string;
  notify: NotifyForm;
  templates: readonly EmailTemplate[];
  onChange(notify: NotifyForm): void;
}

/** The notify-linguists toggle with its email template and interval (spec 001 sections 3 and 4). */
export function NotifyFields({ label, notify, templates, onChange }: Props) {
  const templateOptions = templates.map((template) => ({
    value: String(template.id),
    label: template.name,
  }));
  return (
    <SpaceBetween size="s">
      <Toggle
        checked={notify.enabled}
        onChange={({ detail }) =>
          // Enabling it with no interval chosen sends all at once (spec 001 section 4).
          onChange({
            ...notify,
            enabled: detail.checked,
            intervalMinutes:
              detail.checked && notify.intervalMinutes === null ? 0 : notify.intervalMinutes,
          })
        }
      >
        {label}
      </Toggle>
      {notify.enabled && (
        <SpaceBetween direction="horizontal" size="l">
          <FormField label="Email template">
            <Select
              selectedOption={
                templateOptions.find((option) => option.value === String(notify.emailTemplateId)) ??
                null
              }
              options={templateOptions}
              placeholder="Choose a template"
              onChange={({ detail }) =>
                onChange({ ...notify, emailTemplateId: Number(detail.selectedOption.value) })
              }
            />
          </FormField>
          <FormField label="Interval">
            <Select
              selectedOption={
                intervalOptions.find((option) => option.value === String(notify.intervalMinutes)) ??
                null
              }
              options={intervalOptions}
              onChange={({ detail }) =>
                onChange({ ...notify, intervalMinutes: Number(detail.selectedOption.value) })
              }
            />
          </FormField>
        </SpaceBetween>
      )}
    </SpaceBetween>
  );
}
