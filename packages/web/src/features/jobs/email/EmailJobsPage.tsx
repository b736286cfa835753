import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { FORM_MAX_WIDTH, jobEmailMessages, shellMessages } from '@tessera/contracts';
import { useEmailJobs } from '../../../api/emailJobs';
import { useJobAssignedEmailTemplatesQuery } from '../../../api/jobAssignedEmailTemplates';
import { fetchJobsByIds } from '../../../api/jobsByIds';
import { useProjectQuery } from '../../../api/project';
import { projectTrail, useBreadcrumbs } from '../../../components/breadcrumbs';
import { genericFailureFlash, useFlash } from '../../../components/flash';
import { PageSpinner } from '../../../components/PageSpinner';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { NoJobsSelected } from '../../../components/NoJobsSelected';
import { projectPath, selectedCountText } from '../../../components/jobFlowSelection';
import {
  defaultTemplate,
  emailErrors,
  emailRequest,
  emailSelectionOf,
  formOfTemplate,
  recipientsText,
  type EmailForm,
} from './emailForm';

const TITLE = 'Email jobs';

/** /web/emailJobsWorkflow/{projectUid}: emails the selected jobs' assignees (spec 001). */
export default function EmailJobsPage() {
  useDocumentTitle(TITLE);
  const { uid = '' } = useParams();
  const { state } = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { showFlash } = useFlash();
  const selection = useMemo(() => emailSelectionOf(state, search, uid), [state, search, uid]);
  const project = useProjectQuery(uid);
  const ids = selection?.jobPartIds ?? [];
  const jobs = useQuery({
    queryKey: ['jobsByIds', ids],
    queryFn: () => fetchJobsByIds(ids),
    enabled: ids.length > 0,
  });
  const templates = useJobAssignedEmailTemplatesQuery();
  const send = useEmailJobs();
  useBreadcrumbs([
    ...projectTrail(uid, project.data?.name),
    { text: TITLE, href: `/web/emailJobsWorkflow/${uid}` },
  ]);
  // Null until the user changes a field: the default template's fields until then.
  const [edited, setEdited] = useState<EmailForm | null>(null);
  const [submitted, setSubmitted] = useState(false);

  if (!selection) return <NoJobsSelected projectUid={uid} />;
  if (jobs.isPending || templates.isPending) return <PageSpinner />;
  const templateList = templates.data ?? [];
  const form = edited ?? formOfTemplate(defaultTemplate(templateList));
  const errors = emailErrors(form);
  const invalid = Object.keys(errors).length > 0;
  const change = (patch: Partial<EmailForm>) => setEdited({ ...form, ...patch });
  const options = templateList.map((template) => ({
    value: String(template.id),
    label: template.name,
  }));
  const submit = () => {
    setSubmitted(true);
    if (invalid) return;
    send.mutate(emailRequest(selection, form), {
      onSuccess: () => void navigate(projectPath(selection)),
      onError: () => showFlash(genericFailureFlash),
    });
  };
  return (
    <div style={{ maxWidth: FORM_MAX_WIDTH }}>
      <Form
        header={
          <Header variant="h1" description={selectedCountText(selection)}>
            {TITLE}
          </Header>
        }
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" disabled={send.isPending} onClick={() => void navigate(-1)}>
              Cancel
            </Button>
            <Button variant="primary" loading={send.isPending} onClick={submit}>
              Send
            </Button>
          </SpaceBetween>
        }
        errorText={submitted && invalid ? shellMessages.formContainsErrors : undefined}
      >
        <Container>
          <SpaceBetween size="m">
            <FormField label="To">
              <Input value={recipientsText(jobs.data?.jobs ?? [])} readOnly />
            </FormField>
            <FormField label="Cc" description="Addresses separated by ;">
              <Input value={form.cc} onChange={({ detail }) => change({ cc: detail.value })} />
            </FormField>
            <FormField label="Bcc" description="Addresses separated by ;">
              <Input value={form.bcc} onChange={({ detail }) => change({ bcc: detail.value })} />
            </FormField>
            <FormField label="Email template">
              <Select
                selectedOption={
                  options.find((option) => option.value === String(form.templateId)) ?? null
                }
                options={options}
                onChange={({ detail }) =>
                  setEdited(
                    formOfTemplate(
                      templateList.find(
                        (template) => String(template.id) === detail.selectedOption.value,
                      ),
                      form.setStatusToEmailed,
                    ),
                  )
                }
              />
            </FormField>
            <FormField label="Subject" errorText={submitted ? errors.subject : undefined}>
              <Input
                value={form.subject}
                onChange={({ detail }) => change({ subject: detail.value })}
              />
            </FormField>
            <FormField
              label="Body"
              description={jobEmailMessages.placeholdersHelp}
              errorText={submitted ? errors.body : undefined}
            >
              <Textarea
                rows={10}
                value={form.body}
                onChange={({ detail }) => change({ body: detail.value })}
              />
            </FormField>
            <Checkbox
              checked={form.setStatusToEmailed}
              onChange={({ detail }) => change({ setStatusToEmailed: detail.checked })}
            >
              Set status to Emailed
            </Checkbox>
          </SpaceBetween>
        </Container>
      </Form>
    </div>
  );
}
