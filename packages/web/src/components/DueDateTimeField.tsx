import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TimeInput from '@cloudscape-design/components/time-input';
import { dueDateMessages } from '@tessera/contracts';
import { isDueDateAllowed, isDueInPast } from './dueDateTime';

interface Props {
  label: string;
  description?: string;
  date: string;
  time: string;
  timeZone: string;
  error?: string;
  onChange(date: string, time: string): void;
}

/**
 * A due day and time, the same in both wizards: the hint names the format in words, days before
 * yesterday are not offered (spec 000 and 001 section 5), a past moment shows a warning.
 */
export function DueDateTimeField({
  label,
  description,
  date,
  time,
  timeZone,
  error,
  onChange,
}: Props) {
  const past = !error && isDueInPast(date, time, timeZone);
  return (
    <FormField
      label={label}
      description={description}
      errorText={error}
      warningText={past ? dueDateMessages.past : undefined}
      constraintText={dueDateMessages.formatHint}
    >
      <SpaceBetween direction="horizontal" size="xs">
        <DatePicker
          value={date}
          placeholder="YYYY/MM/DD"
          isDateEnabled={(day) => isDueDateAllowed(day)}
          openCalendarAriaLabel={(selected) =>
            selected ? `Choose ${label}, selected date is ${selected}` : `Choose ${label}`
          }
          onChange={({ detail }) => onChange(detail.value, detail.value && !time ? '00:00' : time)}
        />
        <TimeInput
          value={time}
          format="hh:mm"
          placeholder="hh:mm"
          ariaLabel={`${label} time`}
          disabled={!date}
          onChange={({ detail }) => onChange(date, detail.value)}
        />
      </SpaceBetween>
    </FormField>
  );
}
