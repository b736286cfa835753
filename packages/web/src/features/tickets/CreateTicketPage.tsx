import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  FORM_MAX_WIDTH,
  format,
  problemTypes,
  shellMessages,
  TicketInput,
  webMessages,
} from '@tessera/contracts';
import { useCreateTicket } from '../../api/createTicket';
import { isApiError, messageOf } from '../../api/http';
import {
  fieldErrorsOfIssues,
  fieldErrorsOfServer,
  type FieldErrors,
} from '../../components/fieldErrors';
import { useFlash } from '../../components/flash';
import { InfoLink } from '../../components/InfoLink';
import { useBreadcrumbs } from '../../components/breadcrumbs';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { contextFields, draftFromQuery, isProblemType, type TicketDraft } from './ticketDraft';

const LIST_PATH = '/web/tickets/list';

const ticketTrail = [
  { text: 'Tickets', href: LIST_PATH },
  { text: 'Create ticket', href: '/web/tickets/list/createTicket' },
];

/** /web/tickets/list/createTicket; other screens prefill the project and job fields by query. */
export default function CreateTicketPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { showFlash } = useFlash();
  const createTicket = useCreateTicket();
  const [draft, setDraft] = useState<TicketDraft>(() => draftFromQuery(searchParams));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  useDocumentTitle('Create ticket');
  useBreadcrumbs(ticketTrail);
  const hasContext = contextFields.some(([field]) => draft[field] !== '');
  const change = (field: Exclude<keyof TicketDraft, 'problemType'>, value: string) =>
    setDraft({ ...draft, [field]: value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = TicketInput.safeParse(draft);
    if (!parsed.success) {
      const issues = fieldErrorsOfIssues(parsed.error.issues);
      if (!draft.problemType) issues.problemType = webMessages.problemTypeRequired;
      setErrors(issues);
      setFormError(shellMessages.formContainsErrors);
      return;
    }
    setErrors({});
    setFormError(undefined);
    createTicket.mutate(parsed.data, {
      onSuccess: (ticket) => {
        showFlash(
          { type: 'success', content: format(webMessages.ticketCreated, { id: ticket.id }) },
          { path: LIST_PATH },
        );
        void navigate(LIST_PATH);
      },
      onError: (error) => {
        setErrors(fieldErrorsOfServer(error));
        setFormError(
          isApiError(error) && error.fieldErrors.length > 0
            ? shellMessages.formContainsErrors
            : messageOf(error),
        );
      },
    });
  };

  return (
    <div style={{ maxWidth: FORM_MAX_WIDTH }}>
      <form onSubmit={submit} noValidate>
        <Form
          header={
            <Header variant="h1" info={<InfoLink />}>
              Create ticket
            </Header>
          }
          errorText={formError}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" variant="link" onClick={() => void navigate(LIST_PATH)}>
                Cancel
              </Button>
              <Button variant="primary" formAction="submit" loading={createTicket.isPending}>
                Create ticket
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="l">
            <Container header={<Header variant="h2">Problem</Header>}>
              <SpaceBetween size="m">
                <FormField label="Problem type" errorText={errors.problemType}>
                  <Select
                    selectedOption={
                      draft.problemType
                        ? { value: draft.problemType, label: draft.problemType }
                        : null
                    }
                    options={problemTypes.map((type) => ({ value: type, label: type }))}
                    placeholder="Pick a problem type"
                    onChange={({ detail }) => {
                      const problemType = detail.selectedOption.value ?? null;
                      setDraft({
                        ...draft,
                        problemType: isProblemType(problemType) ? problemType : null,
                      });
                    }}
                  />
                </FormField>
                <FormField label="Subject" errorText={errors.subject}>
                  <Input
                    value={draft.subject}
                    onChange={({ detail }) => change('subject', detail.value)}
                  />
                </FormField>
                <FormField label="Description" errorText={errors.description}>
                  <Textarea
                    value={draft.description}
                    rows={8}
                    onChange={({ detail }) => change('description', detail.value)}
                  />
                </FormField>
              </SpaceBetween>
            </Container>
            <Container>
              <ExpandableSection headerText="Related project and job" defaultExpanded={hasContext}>
                <Grid
                  gridDefinition={contextFields.map(() => ({ colspan: { default: 12, xxs: 6 } }))}
                >
                  {contextFields.map(([field, label]) => (
                    <FormField key={field} label={label} errorText={errors[field]}>
                      <Input
                        value={draft[field]}
                        onChange={({ detail }) => change(field, detail.value)}
                      />
                    </FormField>
                  ))}
                </Grid>
              </ExpandableSection>
            </Container>
          </SpaceBetween>
        </Form>
      </form>
    </div>
  );
}
