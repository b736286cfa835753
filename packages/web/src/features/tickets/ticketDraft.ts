import { problemTypes, type TicketInput } from '@tessera/contracts';

// The fields other screens prefill through the query of /web/tickets/list/createTicket.
export const contextFields = [
  ['projectName', 'Project name'],
  ['projectId', 'Project ID'],
  ['jobPartId', 'Job part ID'],
  ['sourceLocale', 'Source locale'],
  ['targetLocale', 'Target locale'],
  ['dueDate', 'Due date'],
  ['workflowStep', 'Workflow step'],
] as const;

export type ContextField = (typeof contextFields)[number][0];
export type TicketDraft = Record<ContextField | 'subject' | 'description', string> & {
  problemType: TicketInput['problemType'] | null;
};

export function isProblemType(value: string | null): value is TicketInput['problemType'] {
  return problemTypes.some((type) => type === value);
}

export function draftFromQuery(query: URLSearchParams): TicketDraft {
  const problemType = query.get('problemType');
  const draft: TicketDraft = {
    problemType: isProblemType(problemType) ? problemType : null,
    subject: query.get('subject') ?? '',
    description: '',
    projectName: '',
    projectId: '',
    jobPartId: '',
    sourceLocale: '',
    targetLocale: '',
    dueDate: '',
    workflowStep: '',
  };
  for (const [field] of contextFields) draft[field] = query.get(field) ?? '';
  return draft;
}
