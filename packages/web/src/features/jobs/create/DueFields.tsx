import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TimeInput from '@cloudscape-design/components/time-input';
import { isDueDateAllowed } from '../../../components/dueDateTime';

interface Props {
  label: string;
  date: string;
  time: string;
  error?: string;
  onChange(date: string, time: string): void;
}

/** A due day and time; days earlier than a day before now are disabled (spec 001 section 5). */
export function DueFields({ label, date, time, error, onChange }: Props) {
  return (
    <FormField label={label} errorText={error} constraintText="YYYY/MM/DD and hh:mm">
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
          disabled={!date}
          onChange={({ detail }) => onChange(date, detail.value)}
        />
      </SpaceBetween>
    </FormField>
  );
}
