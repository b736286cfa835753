/** The tabs of /web/setup/index, in order; the navigation links each one by its ?tab=. */
export const setupSections = [
  { id: 'users', label: 'Users' },
  { id: 'clients', label: 'Clients' },
  { id: 'businessUnits', label: 'Business units' },
  { id: 'costCenters', label: 'Cost centers' },
  { id: 'subjects', label: 'Subjects' },
  { id: 'mediaTypes', label: 'Media types' },
  { id: 'workflowSteps', label: 'Workflow steps' },
  { id: 'vendors', label: 'Vendors' },
  { id: 'emailTemplates', label: 'Email templates' },
  { id: 'machineTranslateSettings', label: 'Machine translation' },
  { id: 'segRules', label: 'Segmentation rules' },
  { id: 'languages', label: 'Active languages' },
] as const;

export type SetupSectionId = (typeof setupSections)[number]['id'];

export const setupSectionHref = (id: SetupSectionId) => `/web/setup/index?tab=${id}`;

/** The trail to a page of the organization setup. */
export const setupTrail = (text: string, href: string) => [
  { text: 'Organization setup', href: '/web/setup/index' },
  { text, href },
];
