import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { EmailTemplateInput } from '@tessera/contracts';
import { NameField, nameColumn, namedCollection } from '../collection/namedCollection';
import type { RecordFormProps } from '../collection/types';

interface EmailTemplateDraft {
  name: string;
  subject: string;
  body: string;
  ccAddress: string;
  bccAddress: string;
}

const addressHint = 'Addresses separated by ;';

function EmailTemplateForm({ draft, onChange, errors }: RecordFormProps<EmailTemplateDraft>) {
  const input = (field: 'subject' | 'ccAddress' | 'bccAddress') => (
    <Input
      value={draft[field]}
      onChange={({ detail }) => onChange({ ...draft, [field]: detail.value })}
    />
  );
  return (
    <SpaceBetween size="m">
      <NameField draft={draft} onChange={onChange} errors={errors} />
      <FormField label="Subject" errorText={errors.subject}>
        {input('subject')}
      </FormField>
      <FormField label="Body" errorText={errors.body} stretch>
        <Textarea
          rows={10}
          value={draft.body}
          onChange={({ detail }) => onChange({ ...draft, body: detail.value })}
        />
      </FormField>
      <FormField label="Cc" description={addressHint} errorText={errors.ccAddress}>
        {input('ccAddress')}
      </FormField>
      <FormField label="Bcc" description={addressHint} errorText={errors.bccAddress}>
        {input('bccAddress')}
      </FormField>
    </SpaceBetween>
  );
}

export const emailTemplates = namedCollection<'emailTemplates', EmailTemplateDraft>({
  collection: 'emailTemplates',
  title: 'Email templates',
  noun: 'email template',
  description: 'Emails sent to linguists when jobs are assigned to them.',
  columns: [
    nameColumn(),
    { id: 'subject', header: 'Subject', cell: (template) => template.subject },
    { id: 'cc', header: 'Cc', cell: (template) => template.ccAddress || '-' },
    { id: 'bcc', header: 'Bcc', cell: (template) => template.bccAddress || '-' },
  ],
  emptyDraft: () => ({ name: '', subject: '', body: '', ccAddress: '', bccAddress: '' }),
  draftOf: ({ name, subject, body, ccAddress, bccAddress }) => ({
    name,
    subject,
    body,
    ccAddress,
    bccAddress,
  }),
  input: EmailTemplateInput,
  Form: EmailTemplateForm,
  modalSize: 'large',
});
