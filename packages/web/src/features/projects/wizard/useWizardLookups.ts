import { useMemo } from 'react';
import type { MachineTranslateSettings } from '@tessera/contracts';
import { useActiveLanguagesQuery } from '../../../api/activeLanguages';
import { useLookupListQuery } from '../../../api/lookupLists';
import { useProjectOwnersQuery } from '../../../api/projectOwners';
import { useScoringModelsQuery } from '../../../api/scoringModels';
import { useTemplateNamesQuery } from '../../../api/templateNames';
import { useShellSession } from '../../../components/session';
import type { WizardMode } from './projectForm';

/**
 * The engines with the one a new form starts with flagged default: the user's default setting
 * when it is in the list (spec 000 section 3), else the organization's.
 */
export function withUserDefault(
  engines: readonly MachineTranslateSettings[],
  userDefaultId: number | null,
): MachineTranslateSettings[] {
  if (!engines.some((engine) => engine.id === userDefaultId)) return [...engines];
  return engines.map((engine) => ({ ...engine, isDefault: engine.id === userDefaultId }));
}

/** The wizard's pickers (spec 000 section 7); a failed lookup leaves its picker empty. */
export function useWizardLookups(mode: WizardMode) {
  const clients = useLookupListQuery('client');
  const businessUnits = useLookupListQuery('businessUnit');
  const costCenters = useLookupListQuery('costCenter');
  const subjects = useLookupListQuery('subject');
  const mediaTypes = useLookupListQuery('mediaType');
  const engines = useLookupListQuery('machineTranslateSettings');
  const workflowSteps = useLookupListQuery('workflowStep');
  const languages = useActiveLanguagesQuery();
  const owners = useProjectOwnersQuery(mode === 'edit');
  const templates = useTemplateNamesQuery(mode === 'create');
  const scoringModels = useScoringModelsQuery();
  const userDefaultId = useShellSession().session.user.defaultMachineTranslateSettingsId;
  const engineList = useMemo(
    () => withUserDefault(engines.data ?? [], userDefaultId),
    [engines.data, userDefaultId],
  );
  return {
    // The form starts only once the engines and steps are known: its defaults depend on them.
    ready: !engines.isPending && !workflowSteps.isPending,
    clients: clients.data ?? [],
    businessUnits: businessUnits.data ?? [],
    costCenters: costCenters.data ?? [],
    subjects: subjects.data ?? [],
    mediaTypes: mediaTypes.data ?? [],
    engines: engineList,
    workflowSteps: [...(workflowSteps.data ?? [])].sort((a, b) => a.ord - b.ord),
    languages: languages.data ?? [],
    owners: owners.data ?? [],
    templates: templates.data ?? [],
    scoringModels: scoringModels.data ?? [],
  };
}
export type WizardLookups = ReturnType<typeof useWizardLookups>;
