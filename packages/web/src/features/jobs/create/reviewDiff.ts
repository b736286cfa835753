import { canonicalJson } from '@tessera/contracts';
import { importFields, type ImportSettingKey } from './importFields';
import type { JobForm, NotifyForm, StepAssignment } from './jobForm';

/** What a changed value is, so that the review can name users, rules and templates. */
export type ChangeKind =
  | { type: 'plain' }
  | { type: 'locales'; codes: string[] }
  | { type: 'assignees'; userIds: number[]; vendorIds: number[] }
  | { type: 'notify'; notify: NotifyForm }
  | { type: 'importSetting'; key: ImportSettingKey };

/** One value that differs from where the wizard started. */
export interface FormChange {
  step: number;
  label: string;
  after: unknown;
  kind: ChangeKind;
}

// An empty text and a missing one both mean the default.
const normal = (value: unknown) => (value === '' || value === undefined ? null : value);
const same = (a: unknown, b: unknown) => canonicalJson(normal(a)) === canonicalJson(normal(b));

const plain: ChangeKind = { type: 'plain' };

function notifyChange(step: number, label: string, before: NotifyForm, after: NotifyForm) {
  return same(before, after)
    ? []
    : [{ step, label, after, kind: { type: 'notify' as const, notify: after } }];
}

function stepChanges(before: StepAssignment, after: StepAssignment, locales: readonly string[]) {
  const changes: FormChange[] = [];
  const prefix = `${after.name}: `;
  if (after.assignPerTargetLocale) {
    for (const locale of locales) {
      const userIds = after.assignedUserIdsByTargetLocale[locale] ?? [];
      const vendorIds = after.assignedVendorIdsByTargetLocale[locale] ?? [];
      if (userIds.length + vendorIds.length > 0)
        changes.push({
          step: 1,
          label: `${prefix}Assigned to (${locale})`,
          after: [...userIds, ...vendorIds],
          kind: { type: 'assignees', userIds, vendorIds },
        });
    }
  } else if (
    !same(before.assignedUserIds, after.assignedUserIds) ||
    !same(before.assignedVendorIds, after.assignedVendorIds)
  ) {
    const { assignedUserIds: userIds, assignedVendorIds: vendorIds } = after;
    changes.push({
      step: 1,
      label: `${prefix}Assigned to`,
      after: [...userIds, ...vendorIds],
      kind: { type: 'assignees', userIds, vendorIds },
    });
  }
  if (!same(before.dueDate, after.dueDate) || !same(before.dueTime, after.dueTime))
    changes.push({
      step: 1,
      label: `${prefix}Due`,
      after: `${after.dueDate} ${after.dueTime}`.trim(),
      kind: plain,
    });
  return [...changes, ...notifyChange(1, `${prefix}Notify linguists`, before.notify, after.notify)];
}

/**
 * The changed values in the order of the steps. The chosen files are a change, and with them the
 * target locales they make jobs for: the review says which jobs Submit creates.
 */
export function changedValues(initial: JobForm, current: JobForm): FormChange[] {
  const changes: FormChange[] = [];
  const files = current.files.map((file) => file.name);
  if (files.length > 0)
    changes.push({ step: 0, label: 'Files', after: files.join(', '), kind: plain });
  if (
    files.length > 0 ||
    !same([...initial.targetLocales].sort(), [...current.targetLocales].sort())
  )
    changes.push({
      step: 0,
      label: 'Target locales',
      after: current.targetLocales.join(', '),
      kind: { type: 'locales', codes: current.targetLocales },
    });
  if (initial.preTranslate !== current.preTranslate)
    changes.push({ step: 0, label: 'Pre-translate', after: current.preTranslate, kind: plain });
  if (!same(initial.dueDate, current.dueDate) || !same(initial.dueTime, current.dueTime))
    changes.push({
      step: 0,
      label: 'Due',
      after: `${current.dueDate} ${current.dueTime}`.trim(),
      kind: plain,
    });
  changes.push(...notifyChange(0, 'Notify linguists', initial.notify, current.notify));
  current.steps.forEach((step, index) => {
    const before = initial.steps[index];
    if (before) changes.push(...stepChanges(before, step, current.targetLocales));
  });
  for (const field of importFields) {
    const before = initial.importSettings[field.key];
    const after = current.importSettings[field.key];
    if (!same(before, after))
      changes.push({
        step: 2,
        label: `${field.section}: ${field.label}`,
        after,
        kind: { type: 'importSetting', key: field.key },
      });
  }
  return changes;
}
