import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { ProjectStatus, projectStatuses } from '@tessera/contracts';
import { projectStatusLabels } from '../../projectLabels';
import { DueDateTimeField } from '../../../../components/DueDateTimeField';
import { dueTimeZoneOf } from '../../../../components/dueDateTime';
import { useShellSession } from '../../../../components/session';
import { EnumSelectField, RecordSelectField, type StepProps } from '../fields';
import { isTemplateMode } from '../projectForm';
import { LanguagesField } from './LanguagesField';
import { WorkflowStepsField } from './WorkflowStepsField';

interface Props extends StepProps {
  onTemplateChosen(templateId: number | null): void;
}

/** Step 1: name, languages, due date, workflow steps and the project's records (spec 000 section 3). */
export function DetailsStep(props: Props) {
  const { form, onChange, errors, mode, lookups, onTemplateChosen } = props;
  const template = isTemplateMode(mode);
  const { session } = useShellSession();
  return (
    <Container>
      <SpaceBetween size="l">
        {template && (
          <FormField label="Template name" errorText={errors.projectTemplateName}>
            <Input
              value={form.projectTemplateName}
              onChange={({ detail }) => onChange({ projectTemplateName: detail.value })}
            />
          </FormField>
        )}
        {mode === 'create' && lookups.templates.length > 0 && (
          <RecordSelectField
            label="Template"
            records={lookups.templates}
            value={form.projectTemplateId}
            onChange={onTemplateChosen}
          />
        )}
        <FormField
          label={template ? 'Project name (optional)' : 'Name'}
          description={template ? 'Projects created from the template get this name.' : undefined}
          errorText={errors.name}
        >
          <Input value={form.name} onChange={({ detail }) => onChange({ name: detail.value })} />
        </FormField>
        {mode === 'edit' && (
          <EnumSelectField
            label="Status"
            value={form.status}
            values={projectStatuses}
            labels={projectStatusLabels}
            onChange={(value) => {
              const status = ProjectStatus.safeParse(value);
              if (status.success) onChange({ status: status.data });
            }}
          />
        )}
        <LanguagesField {...props} />
        {!template && (
          <DueDateTimeField
            label="Due date"
            description="In your timezone."
            date={form.dueDate}
            time={form.dueTime}
            timeZone={dueTimeZoneOf(session.user.timezone)}
            error={errors.dueDate}
            onChange={(dueDate, dueTime) => onChange({ dueDate, dueTime })}
          />
        )}
        {mode === 'edit' && (
          <Checkbox
            checked={form.updateDueDateOnExistingJobs}
            onChange={({ detail }) => onChange({ updateDueDateOnExistingJobs: detail.checked })}
          >
            Update the due date of existing jobs
          </Checkbox>
        )}
        <WorkflowStepsField {...props} />
        {mode === 'edit' && lookups.owners.length > 0 && (
          <RecordSelectField
            label="Owner"
            records={lookups.owners.map((owner) => ({
              id: owner.id,
              name: owner.name || owner.userName,
            }))}
            value={form.ownerId}
            onChange={(ownerId) => ownerId !== null && onChange({ ownerId })}
          />
        )}
        {lookups.clients.length > 0 && (
          <RecordSelectField
            label="Client"
            records={lookups.clients}
            value={form.clientId}
            onChange={(clientId) => onChange({ clientId })}
          />
        )}
        {lookups.costCenters.length > 0 && (
          <RecordSelectField
            label="Cost center"
            records={lookups.costCenters}
            value={form.costCenterId}
            onChange={(costCenterId) => onChange({ costCenterId })}
          />
        )}
        {lookups.businessUnits.length > 0 && (
          <RecordSelectField
            label="Business unit"
            records={lookups.businessUnits}
            value={form.businessUnitId}
            onChange={(businessUnitId) => onChange({ businessUnitId })}
          />
        )}
        <RecordSelectField
          label="Subject"
          records={lookups.subjects}
          value={form.subject}
          onChange={(subject) => onChange({ subject })}
        />
        <RecordSelectField
          label="Media type"
          records={lookups.mediaTypes}
          value={form.mediaType}
          onChange={(mediaType) => onChange({ mediaType })}
        />
        <FormField label="Note" errorText={errors.note}>
          <Textarea value={form.note} onChange={({ detail }) => onChange({ note: detail.value })} />
        </FormField>
      </SpaceBetween>
    </Container>
  );
}
