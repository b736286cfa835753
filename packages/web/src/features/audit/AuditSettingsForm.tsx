import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import DatePicker from '@cloudscape-design/components/date-picker';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TimeInput from '@cloudscape-design/components/time-input';
import { FORM_MAX_WIDTH } from '@tessera/contracts';
import { useState } from 'react';
import { isDayText } from '../../components/dueDateTime';
import type { FieldErrors } from '../../components/fieldErrors';
import { snapshotPartsOf, snapshotTimestampOf, type AuditForm } from './auditForm';
import { auditLabels } from './auditLabels';

interface Props {
  form: AuditForm;
  errors: FieldErrors;
  /** The form-level error: the server's answer, or that fields need fixing. */
  errorText: string | undefined;
  loading: boolean;
  timeZone: string;
  onChange(patch: Partial<AuditForm>): void;
  onSubmit(): void;
}

/** Spec 001's settings of the report: job part id, workflow step level, snapshot timestamp. */
export function AuditSettingsForm({
  form,
  errors,
  errorText,
  loading,
  timeZone,
  onChange,
  onSubmit,
}: Props) {
  const shown = snapshotPartsOf(form.snapshotTimestamp, timeZone);
  // A day or time being typed stays as typed until it is whole; then it fills the timestamp.
  const [typed, setTyped] = useState<{ date?: string; time?: string }>({});
  const date = typed.date ?? shown.date;
  const time = typed.time ?? shown.time;
  const pick = (next: { date: string; time: string }) => {
    if (isDayText(next.date) && /^\d{2}:\d{2}:\d{2}$/.test(next.time)) {
      setTyped({});
      onChange({ snapshotTimestamp: snapshotTimestampOf(next.date, next.time, timeZone) });
    } else setTyped(next);
  };
  return (
    <form
      style={{ maxWidth: FORM_MAX_WIDTH }}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Form
        errorText={errorText}
        actions={
          <Button variant="primary" formAction="submit" loading={loading}>
            {auditLabels.submit}
          </Button>
        }
      >
        <Container header={<Header variant="h2">{auditLabels.settings}</Header>}>
          <SpaceBetween size="m">
            <FormField
              label={auditLabels.jobPartId}
              description={auditLabels.jobPartIdHint}
              errorText={errors.jobPartId}
            >
              <Input
                value={form.jobPartId}
                inputMode="numeric"
                onChange={({ detail }) => onChange({ jobPartId: detail.value })}
              />
            </FormField>
            <FormField label={auditLabels.level} errorText={errors.level}>
              <Input
                value={form.level}
                inputMode="numeric"
                onChange={({ detail }) => onChange({ level: detail.value })}
              />
            </FormField>
            <FormField
              label={auditLabels.snapshotTimestamp}
              description={auditLabels.snapshotTimestampHint}
              errorText={errors.snapshotTimestamp}
            >
              <Input
                value={form.snapshotTimestamp}
                inputMode="numeric"
                onChange={({ detail }) => {
                  setTyped({});
                  onChange({ snapshotTimestamp: detail.value });
                }}
              />
            </FormField>
            <FormField
              label={auditLabels.snapshotMoment}
              description={`${auditLabels.snapshotMomentHint} (${timeZone})`}
            >
              <SpaceBetween direction="horizontal" size="xs">
                <DatePicker
                  value={date}
                  placeholder="YYYY/MM/DD"
                  openCalendarAriaLabel={(selected) =>
                    selected
                      ? `${auditLabels.chooseDay}, selected date is ${selected}`
                      : auditLabels.chooseDay
                  }
                  onChange={({ detail }) => pick({ date: detail.value, time: time || '00:00:00' })}
                />
                <TimeInput
                  value={time}
                  format="hh:mm:ss"
                  placeholder="hh:mm:ss"
                  ariaLabel={auditLabels.snapshotTime}
                  disabled={!date}
                  onChange={({ detail }) => pick({ date, time: detail.value })}
                />
              </SpaceBetween>
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
