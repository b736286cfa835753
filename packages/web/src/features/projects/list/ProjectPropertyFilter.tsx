import Alert from '@cloudscape-design/components/alert';
import PropertyFilter, {
  type PropertyFilterProps,
} from '@cloudscape-design/components/property-filter';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { CREATED_IN_LAST_HOURS, DUE_IN_HOURS_PROJECTS, projectStatuses } from '@tessera/contracts';
import { useState } from 'react';
import { useActiveLanguagesQuery } from '../../../api/activeLanguages';
import { useLookupListQuery } from '../../../api/lookupLists';
import { useProjectBuyersQuery } from '../../../api/projectBuyers';
import { useProjectOwnersQuery } from '../../../api/projectOwners';
import { projectStatusLabels } from '../projectLabels';
import type { FilterKey, FilterToken } from './listQuery';
import { lookupFailureText } from './lookupFailures';

const labels: Record<FilterKey, string> = {
  name: 'Name',
  client: 'Client',
  buyer: 'Buyer',
  businessUnit: 'Business unit',
  owner: 'Owner',
  status: 'Status',
  targetLang: 'Target language',
  sourceLang: 'Source language',
  dueInHours: 'Due in',
  createdInLastHours: 'Created in the last',
  subject: 'Subject',
  mediaType: 'Media type',
  autoDeletionInHours: 'Moves to the Recycle Bin within',
  vendors: 'Vendor',
};

const hoursLabel = (hours: number) => {
  if (hours === -1) return 'Overdue';
  if (hours % 24 === 0) return hours === 24 ? '1 day' : `${hours / 24} days`;
  return `${hours} hours`;
};
const AUTO_DELETION_IN_HOURS = [24, 72, 168, 720] as const;

interface Props {
  keys: readonly FilterKey[];
  tokens: readonly FilterToken[];
  linguist: boolean;
  onChange(tokens: FilterToken[]): void;
}

type Option = PropertyFilterProps.FilteringOption;

/** The project list's filters (spec 000 section 2.1); each token is one query parameter. */
export function ProjectPropertyFilter({ keys, tokens, linguist, onChange }: Props) {
  const lookupsWanted = !linguist;
  const clients = useLookupListQuery('client', lookupsWanted);
  const businessUnits = useLookupListQuery('businessUnit', lookupsWanted);
  const subjects = useLookupListQuery('subject', lookupsWanted);
  const mediaTypes = useLookupListQuery('mediaType', lookupsWanted);
  const vendors = useLookupListQuery('vendor', lookupsWanted);
  const buyers = useProjectBuyersQuery(lookupsWanted);
  const owners = useProjectOwnersQuery();
  const languages = useActiveLanguagesQuery();
  const [dismissed, setDismissed] = useState<readonly string[]>([]);
  // Spec 000 section 8: a failed lookup shows once per text until dismissed.
  const failures = linguist
    ? []
    : [
        lookupFailureText('mediaType', mediaTypes.error),
        lookupFailureText('subject', subjects.error),
        lookupFailureText('language', languages.error),
        lookupFailureText('vendor', vendors.error),
      ].filter((text): text is string => text !== null && !dismissed.includes(text));

  const named = (key: FilterKey, records: ReadonlyArray<{ id: number; name: string }> = []) =>
    records.map((record): Option => ({
      propertyKey: key,
      value: String(record.id),
      label: record.name,
    }));
  const hours = (key: FilterKey, values: readonly number[]) =>
    values.map((value): Option => ({
      propertyKey: key,
      value: String(value),
      label: hoursLabel(value),
    }));
  const locales = (key: FilterKey) =>
    (languages.data ?? []).map((language): Option => ({
      propertyKey: key,
      value: language.code,
      label: language.name,
    }));
  const options: Option[] = [
    { propertyKey: 'owner', value: 'myself', label: 'Myself' },
    ...(owners.data ?? []).map((owner): Option => ({
      propertyKey: 'owner',
      value: String(owner.id),
      label: owner.name || owner.userName,
    })),
    ...hours('createdInLastHours', CREATED_IN_LAST_HOURS),
    ...(linguist
      ? []
      : [
          ...named('client', clients.data),
          ...named('buyer', buyers.data),
          ...named('businessUnit', businessUnits.data),
          ...named('subject', subjects.data),
          ...named('mediaType', mediaTypes.data),
          ...named('vendors', vendors.data),
          ...projectStatuses.map((status): Option => ({
            propertyKey: 'status',
            value: status,
            label: projectStatusLabels[status],
          })),
          ...locales('targetLang'),
          ...locales('sourceLang'),
          ...hours('dueInHours', DUE_IN_HOURS_PROJECTS),
          ...hours('autoDeletionInHours', AUTO_DELETION_IN_HOURS),
        ]),
  ];
  const properties = keys.map((key): PropertyFilterProps.FilteringProperty => ({
    key,
    propertyLabel: labels[key],
    groupValuesLabel: `${labels[key]} values`,
    // Tokens show the option's name (a client, a language), not the id the address keeps.
    operators: [
      {
        operator: '=',
        format: (value: unknown) =>
          options.find((option) => option.propertyKey === key && option.value === String(value))
            ?.label ?? String(value),
      },
    ],
  }));
  const filter = (
    <PropertyFilter
      query={{ tokens, operation: 'and' }}
      onChange={({ detail }) =>
        onChange(
          detail.tokens.map((token) => ({
            propertyKey: token.propertyKey,
            operator: token.operator,
            value: String(token.value ?? ''),
          })),
        )
      }
      filteringProperties={properties}
      filteringOptions={options}
      filteringPlaceholder="Find projects"
      filteringAriaLabel="Filter projects"
      hideOperations
      expandToViewport
      i18nStrings={{
        filteringAriaLabel: 'Filter projects',
        filteringPlaceholder: 'Find projects',
        clearFiltersText: 'Clear filters',
        operationAndText: 'and',
        operationOrText: 'or',
        operatorEqualsText: 'Equals',
        groupPropertiesText: 'Properties',
        groupValuesText: 'Values',
        propertyText: 'Property',
        operatorText: 'Operator',
        valueText: 'Value',
        cancelActionText: 'Cancel',
        applyActionText: 'Apply',
        allPropertiesLabel: 'All properties',
        tokenLimitShowMore: 'Show more',
        tokenLimitShowFewer: 'Show fewer',
        enteredTextLabel: (text) => `Use: "${text}"`,
        removeTokenButtonAriaLabel: (token) =>
          `Remove filter ${token.propertyKey ?? 'name'} ${token.value}`,
      }}
    />
  );
  // Always wrapped, so the filter keeps its state when an alert comes or goes.
  return (
    <SpaceBetween size="s">
      {failures.map((text) => (
        <Alert
          key={text}
          type="error"
          dismissible
          i18nStrings={{ dismissAriaLabel: 'Dismiss' }}
          onDismiss={() => setDismissed((texts) => [...texts, text])}
        >
          {text}
        </Alert>
      ))}
      {filter}
    </SpaceBetween>
  );
}
