import type { TermStatusValue } from './types.js';

// TBX administrativeStatus (TBX-Basic) and normativeAuthorization (TBX-Default) picklist values.
const statusOfValue: Record<string, TermStatusValue> = {
  preferredterm: 'APPROVED',
  admittedterm: 'NOT_APPROVED',
  deprecatedterm: 'FORBIDDEN',
  supersededterm: 'FORBIDDEN',
};

export const administrativeStatusOf: Record<TermStatusValue, string> = {
  APPROVED: 'preferredTerm-admn-sts',
  NOT_APPROVED: 'admittedTerm-admn-sts',
  FORBIDDEN: 'deprecatedTerm-admn-sts',
};

/** The status a TBX picklist value stands for; undefined for values Tessera has no status for. */
export function termStatusFromTbx(value: string): TermStatusValue | undefined {
  return statusOfValue[
    value
      .trim()
      .toLowerCase()
      .replace(/-admn-sts$/, '')
  ];
}
