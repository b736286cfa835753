import { useQuery } from '@tanstack/react-query';
import { TEMPLATE_PICKER_PAGE_SIZE, type NamedRecord } from '@tessera/contracts';
import { request } from './http';
import { projectTemplatesKey } from './projectTemplates';

/** GET /web/api/v9/projectTemplate/listIdName?pageSize=60: the wizard's template picker. */
export function fetchTemplateNames(): Promise<NamedRecord[]> {
  return request<NamedRecord[]>('/web/api/v9/projectTemplate/listIdName', {
    query: { pageSize: TEMPLATE_PICKER_PAGE_SIZE },
    failureMetric: 'loadTemplateNamesFailed',
  });
}

export function useTemplateNamesQuery(enabled = true) {
  return useQuery({
    queryKey: [...projectTemplatesKey, 'names'],
    queryFn: fetchTemplateNames,
    enabled,
  });
}
