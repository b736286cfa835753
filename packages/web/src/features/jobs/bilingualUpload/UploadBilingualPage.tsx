import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { FORM_MAX_WIDTH, jobMessages, SaveToTransMemory, shellMessages } from '@tessera/contracts';
import { isApiError } from '../../../api/http';
import { useProjectQuery } from '../../../api/project';
import { useUploadBilingualFile } from '../../../api/uploadBilingualFile';
import { projectTrail, useBreadcrumbs } from '../../../components/breadcrumbs';
import { singleFileUploadStrings } from '../../../components/fileUploadStrings';
import { genericFailureFlash, useFlash } from '../../../components/flash';
import { jobErrorText } from '../../../components/jobFacts';
import { selectedJobsOf } from '../../../components/selectedJobsState';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import {
  bilingualAccept,
  bilingualFileError,
  formatOfFile,
  initialBilingualForm,
  type BilingualForm,
} from './bilingualForm';

const TITLE = 'Upload bilingual file';
const memoryLabels: Record<SaveToTransMemory, string> = {
  All: 'All segments',
  Confirmed: 'Confirmed segments',
  None: 'None',
};

/**
 * /web/uploadBilingualFile/{projectUid}: uploads an MXLIFF or bilingual DOCX back into the job
 * the job list selected (spec 001 sections 2 and 5); done goes to the project page.
 */
export default function UploadBilingualPage() {
  useDocumentTitle(TITLE);
  const { uid: projectUid = '' } = useParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const { showFlash } = useFlash();
  const project = useProjectQuery(projectUid);
  const upload = useUploadBilingualFile();
  const [form, setForm] = useState<BilingualForm>(initialBilingualForm);
  const [submitted, setSubmitted] = useState(false);
  useBreadcrumbs([
    ...projectTrail(projectUid, project.data?.name),
    { text: TITLE, href: `/web/uploadBilingualFile/${projectUid}` },
  ]);
  const selection = selectedJobsOf(state);
  const projectPage = `/web/project2/show/${projectUid}`;
  const [jobPart] = selection?.jobPartIds ?? [];
  if (jobPart === undefined)
    return (
      <Alert
        type="warning"
        action={<Button onClick={() => void navigate(projectPage)}>Return to project</Button>}
      >
        {jobMessages.noMatchingJobs}
      </Alert>
    );
  const fileError = bilingualFileError(form);
  const change = (patch: Partial<BilingualForm>) => setForm({ ...form, ...patch });
  const submit = () => {
    setSubmitted(true);
    const [file] = form.files;
    const format = file && formatOfFile(file.name);
    if (fileError || !file || !format) return;
    upload.mutate(
      { jobPart, file, format, ...form },
      {
        onSuccess: () => void navigate(`${projectPage}?level=${selection?.level ?? 1}`),
        onError: (error) =>
          showFlash(
            // A file that is not this job's gets the spec's NonBilingualFile text.
            isApiError(error) && error.status === 400
              ? {
                  type: 'error',
                  header: shellMessages.genericFlashHeader,
                  content: jobErrorText(error),
                }
              : genericFailureFlash,
          ),
      },
    );
  };
  return (
    <div style={{ maxWidth: FORM_MAX_WIDTH }}>
      <Form
        header={<Header variant="h1">{TITLE}</Header>}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" disabled={upload.isPending} onClick={() => void navigate(-1)}>
              Cancel
            </Button>
            <Button variant="primary" loading={upload.isPending} onClick={submit}>
              Upload
            </Button>
          </SpaceBetween>
        }
      >
        <Container>
          <SpaceBetween size="m">
            <FormField label="Bilingual file" errorText={submitted ? fileError : undefined}>
              <FileUpload
                value={form.files}
                accept={bilingualAccept}
                onChange={({ detail }) => change({ files: detail.value })}
                i18nStrings={singleFileUploadStrings}
                constraintText="MXLIFF (.mxliff) or bilingual DOCX (.docx)"
              />
            </FormField>
            <FormField label="Save to translation memory">
              <RadioGroup
                value={form.saveToTransMemory}
                items={SaveToTransMemory.options.map((value) => ({
                  value,
                  label: memoryLabels[value],
                }))}
                onChange={({ detail }) =>
                  change({ saveToTransMemory: SaveToTransMemory.parse(detail.value) })
                }
              />
            </FormField>
            <Checkbox
              checked={form.setCompleted}
              onChange={({ detail }) => change({ setCompleted: detail.checked })}
            >
              Set job to completed
            </Checkbox>
          </SpaceBetween>
        </Container>
      </Form>
    </div>
  );
}
