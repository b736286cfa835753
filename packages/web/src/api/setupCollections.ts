import type {
  EmailTemplate,
  EmailTemplateInput,
  MachineTranslateSettings,
  MachineTranslateSettingsInput,
  NamedRecord,
  NamedRecordInput,
  SegRule,
  SegRuleInput,
  User,
  UserCreateInput,
  UserUpdateInput,
  Vendor,
  VendorInput,
  WorkflowStep,
  WorkflowStepInput,
  SetupCollection,
} from '@tessera/contracts';

interface Shape<TRecord, TCreate, TUpdate = TCreate> {
  record: TRecord;
  create: TCreate;
  update: TUpdate;
}

/** The collections of /api/setup/{collection}, with their record and input bodies. */
export interface SetupCollections extends Record<SetupCollection, Shape<{ id: number }, object>> {
  clients: Shape<NamedRecord, NamedRecordInput>;
  businessUnits: Shape<NamedRecord, NamedRecordInput>;
  costCenters: Shape<NamedRecord, NamedRecordInput>;
  subjects: Shape<NamedRecord, NamedRecordInput>;
  mediaTypes: Shape<NamedRecord, NamedRecordInput>;
  workflowSteps: Shape<WorkflowStep, WorkflowStepInput>;
  vendors: Shape<Vendor, VendorInput>;
  emailTemplates: Shape<EmailTemplate, EmailTemplateInput>;
  machineTranslateSettings: Shape<MachineTranslateSettings, MachineTranslateSettingsInput>;
  segRules: Shape<SegRule, SegRuleInput>;
  users: Shape<User, UserCreateInput, UserUpdateInput>;
}

export type { SetupCollection };
export type SetupRecord<C extends SetupCollection> = SetupCollections[C]['record'];

export const setupKey = (collection: SetupCollection) => ['setup', collection] as const;

// Metric names follow the spec's pattern: loadUsersFailed, createClientsFailed, ...
export function setupMetric(
  action: 'load' | 'create' | 'update' | 'delete',
  collection: SetupCollection,
) {
  return `${action}${collection.charAt(0).toUpperCase()}${collection.slice(1)}Failed`;
}
