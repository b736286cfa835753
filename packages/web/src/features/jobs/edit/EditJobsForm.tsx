import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  FORM_MAX_WIDTH,
  jobEditMessages,
  jobStatusLabels,
  shellMessages,
  type JobPart,
  type JobSelectionFields,
} from '@tessera/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useJobAssigneesQuery } from '../../../api/jobAssignees';
import { DueDateTimeField } from '../../../components/DueDateTimeField';
import { RouterLink } from '../../../components/RouterLink';
import { useShellSession } from '../../../components/session';
import { useDates } from '../../../components/useDates';
import { AssigneesField } from '../create/AssigneesField';
import {
  assigneeQueryOf,
  editErrors,
  editRequest,
  editRules,
  initialEditForm,
  statusChoices,
  statusOptionDisabled,
  type EditJobsForm as Values,
} from './editForm';
import { useEditJobsTask } from './useEditJobsTask';

interface Props {
  title: string;
  selection: JobSelectionFields;
  jobs: readonly JobPart[];
  first: JobPart;
  /** Where the page goes once saved or cancelled: returnUrl, else the project page. */
  target: string;
}

const noAssignees = { recent: [], vendors: [], discovered: [], other: [] };

export function EditJobsForm({ title, selection, jobs, first, target }: Props) {
  const navigate = useNavigate();
  const { session } = useShellSession();
  const { timeZone } = useDates();
  const [initial] = useState(() => initialEditForm(first, timeZone));
  const [form, setForm] = useState<Values>(initial);
  const [submitted, setSubmitted] = useState(false);
  const assignees = useJobAssigneesQuery(assigneeQueryOf(jobs));
  const task = useEditJobsTask(selection.projectUid, target);
  const rules = editRules(jobs, session.user.role);
  const errors = editErrors(form);
  const invalid = Object.keys(errors).length > 0;
  const change = (patch: Partial<Values>) => setForm({ ...form, ...patch });
  const statusOptions = statusChoices.map((status) => ({
    value: status,
    label: jobStatusLabels[status],
    disabled: statusOptionDisabled(status, jobs, form),
  }));
  const submit = () => {
    setSubmitted(true);
    if (!invalid) task.run(editRequest(selection, initial, form, timeZone));
  };
  const count = jobs.length === 1 ? '1 job selected.' : `${jobs.length} jobs selected.`;
  return (
    <div style={{ maxWidth: FORM_MAX_WIDTH }}>
      <Form
        header={
          <Header variant="h1" description={count}>
            {title}
          </Header>
        }
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" disabled={task.working} onClick={() => void navigate(target)}>
              Cancel
            </Button>
            <Button variant="primary" loading={task.working} onClick={submit}>
              Save
            </Button>
          </SpaceBetween>
        }
        errorText={submitted && invalid ? shellMessages.formContainsErrors : undefined}
      >
        <SpaceBetween size="l">
          {task.error && <Alert type="error">{task.error}</Alert>}
          <Container>
            <SpaceBetween size="m">
              <AssigneesField
                label="Assignees"
                assignees={assignees.data ?? noAssignees}
                value={form.assignees}
                disabled={rules.assigneesDisabled || task.working}
                errorText={submitted ? errors.assignees : undefined}
                onChange={(chosen) => change({ assignees: chosen })}
              />
              <FormField label="Status">
                <Select
                  selectedOption={
                    statusOptions.find((option) => option.value === form.status) ?? null
                  }
                  options={statusOptions}
                  disabled={rules.statusDisabled || task.working}
                  onChange={({ detail }) => {
                    const status = statusChoices.find((s) => s === detail.selectedOption.value);
                    if (status) change({ status });
                  }}
                />
              </FormField>
              {rules.showDue && (
                <DueDateTimeField
                  label="Due date"
                  description={jobEditMessages.timezoneHelp}
                  date={form.dueDate}
                  time={form.dueTime}
                  timeZone={timeZone}
                  error={submitted ? errors.dueDate : undefined}
                  onChange={(dueDate, dueTime) => change({ dueDate, dueTime })}
                />
              )}
              <RouterLink href="/web/setup/timezoneSettings">
                {jobEditMessages.timezoneLink}
              </RouterLink>
            </SpaceBetween>
          </Container>
        </SpaceBetween>
      </Form>
    </div>
  );
}
