import { useQuery } from '@tanstack/react-query';
import type {
  MachineTranslateSettings,
  NamedRecord,
  Vendor,
  WorkflowStep,
} from '@tessera/contracts';
import { request } from './http';

// The pickers of spec 000 section 7 that answer a plain list: /web/api/v9/{lookup}/list.
export interface LookupLists {
  client: NamedRecord;
  businessUnit: NamedRecord;
  costCenter: NamedRecord;
  subject: NamedRecord;
  mediaType: NamedRecord;
  machineTranslateSettings: MachineTranslateSettings;
  workflowStep: WorkflowStep;
  vendor: Vendor;
}
export type LookupKind = keyof LookupLists;

const metricNames: Record<LookupKind, string> = {
  client: 'loadClientsFailed',
  businessUnit: 'loadBusinessUnitsFailed',
  costCenter: 'loadCostCentersFailed',
  subject: 'loadSubjectsFailed',
  mediaType: 'loadMediaTypesFailed',
  machineTranslateSettings: 'loadMachineTranslateSettingsFailed',
  workflowStep: 'loadWorkflowStepsFailed',
  vendor: 'loadVendorsFailed',
};

export const lookupKey = (kind: LookupKind) => ['lookup', kind] as const;

/** GET /web/api/v9/{kind}/list. */
export function fetchLookupList<K extends LookupKind>(kind: K): Promise<Array<LookupLists[K]>> {
  return request<Array<LookupLists[K]>>(`/web/api/v9/${kind}/list`, {
    failureMetric: metricNames[kind],
  });
}

export function useLookupListQuery<K extends LookupKind>(kind: K, enabled = true) {
  return useQuery({
    queryKey: lookupKey(kind),
    queryFn: () => fetchLookupList(kind),
    enabled,
    // The vendor list is never cached (spec 000 section 7).
    ...(kind === 'vendor' ? { staleTime: 0, gcTime: 0 } : {}),
  });
}
