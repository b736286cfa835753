import { useMemo } from 'react';
import { Navigate } from 'react-router';
import type { Project } from '@tessera/contracts';
import { PageSpinner } from '../../../components/PageSpinner';
import type { AssetOwner } from '../assets/assetContext';
import { useAssetStart, type AssetStart } from './assetDrafts';
import { LoadFailure } from './LoadFailure';
import type { ProjectForm } from './projectForm';
import { ProjectWizard } from './ProjectWizard';
import { useWizardLookups, type WizardLookups } from './useWizardLookups';
import { useWizardSave, type WizardSaveOptions } from './useWizardSave';

interface Props<Saved> {
  mode: 'edit' | 'templateEdit';
  /** The project or template being loaded. */
  record: { data?: Saved; error: unknown; isError: boolean };
  /** The record the address names; null when it names none. */
  owner: AssetOwner | null;
  /** The project the Details step shows; none for a template. */
  project?: Project;
  /** The form of the loaded record; kept stable, as the review compares with it. */
  formOf(record: Saved): ProjectForm;
  saveOptions(record: Saved, lookups: WizardLookups): WizardSaveOptions<Saved>;
}

/** The wizard on an existing project or template, once it and the wizard's lookups are loaded. */
export function EditWizardPage<Saved>({ record, owner, ...wizard }: Props<Saved>) {
  const lookups = useWizardLookups(wizard.mode);
  const assetStart = useAssetStart(owner, owner !== null);

  if (owner === null) return <Navigate to="/web/error/notFound" replace />;
  if (record.isError) return <LoadFailure error={record.error} />;
  if (!record.data || !lookups.ready || !assetStart.data) return <PageSpinner />;
  return (
    <EditWizard
      {...wizard}
      record={record.data}
      owner={owner}
      lookups={lookups}
      assetStart={assetStart.data}
    />
  );
}

type WizardProps<Saved> = Omit<Props<Saved>, 'record'> & {
  record: Saved;
  owner: AssetOwner;
  lookups: WizardLookups;
  assetStart: AssetStart;
};

function EditWizard<Saved>({ record, formOf, saveOptions, ...props }: WizardProps<Saved>) {
  const form = useMemo(() => formOf(record), [formOf, record]);
  const save = useWizardSave(saveOptions(record, props.lookups));
  return (
    <ProjectWizard
      mode={props.mode}
      initial={form}
      baseline={form}
      project={props.project}
      lookups={props.lookups}
      assetStart={props.assetStart}
      assetBaseline={props.assetStart.assets}
      assetOwner={props.owner}
      save={save}
    />
  );
}
