import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { shellMessages } from '@tessera/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { messageOf } from '../../api/http';
import { useJobPartAudit } from '../../api/jobPartAudit';
import { useBreadcrumbs } from '../../components/breadcrumbs';
import { fieldErrorsOfServer } from '../../components/fieldErrors';
import { useDates } from '../../components/useDates';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import {
  auditErrors,
  auditRequest,
  formErrorsOfServer,
  initialAuditForm,
  type AuditForm,
} from './auditForm';
import { auditLabels } from './auditLabels';
import { AuditSettingsForm } from './AuditSettingsForm';
import { AuditTable } from './AuditTable';

/** /jobPartAudit (spec 001 "Segment audit report"): the settings form, then the snapshot table. */
export default function JobPartAuditPage() {
  useDocumentTitle(auditLabels.title);
  useBreadcrumbs([{ text: auditLabels.title, href: '/jobPartAudit' }]);
  const { timeZone } = useDates();
  const [search, setSearch] = useSearchParams();
  const [form, setForm] = useState<AuditForm>(() => initialAuditForm(search, Date.now()));
  const [submitted, setSubmitted] = useState(false);
  const audit = useJobPartAudit();

  const ownErrors = submitted ? auditErrors(form) : {};
  const errors = { ...formErrorsOfServer(fieldErrorsOfServer(audit.error)), ...ownErrors };
  const errorText = audit.isError
    ? messageOf(audit.error)
    : Object.keys(ownErrors).length > 0
      ? shellMessages.formContainsErrors
      : undefined;
  const submit = () => {
    setSubmitted(true);
    const body = auditRequest(form);
    if (!body) return;
    // The address keeps the settings, so a reload or a shared link shows the same report.
    setSearch({ ...form }, { replace: true });
    audit.mutate(body);
  };
  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={auditLabels.description}>
        {auditLabels.title}
      </Header>
      <AuditSettingsForm
        form={form}
        errors={errors}
        errorText={errorText}
        loading={audit.isPending}
        timeZone={timeZone}
        onChange={(patch) => {
          // A refusal answers the settings sent; once they change it no longer applies.
          if (audit.isError) audit.reset();
          setForm((current) => ({ ...current, ...patch }));
        }}
        onSubmit={submit}
      />
      {(audit.data !== undefined || audit.isPending) && (
        <AuditTable audits={audit.data ?? []} loading={audit.isPending} />
      )}
    </SpaceBetween>
  );
}
