import { useQuery } from '@tanstack/react-query';
import type { EmailTemplate } from '@tessera/contracts';
import { request } from './http';

/** GET /web/api/v9/emailTemplate/list?type=JobAssigned. */
export function fetchJobAssignedEmailTemplates(): Promise<EmailTemplate[]> {
  return request<EmailTemplate[]>('/web/api/v9/emailTemplate/list', {
    query: { type: 'JobAssigned' },
    failureMetric: 'loadEmailTemplatesFailed',
  });
}

export function useJobAssignedEmailTemplatesQuery() {
  return useQuery({
    queryKey: ['emailTemplates', 'JobAssigned'],
    queryFn: fetchJobAssignedEmailTemplates,
  });
}
