import { request } from './http';

export interface PendingRequest {
  id: string;
  action: string;
  project: { id: number; uid: string };
}

/** GET /web/api/v3/async/listPendingRequests: the organization's imports still under way. */
export function fetchPendingRequests(): Promise<PendingRequest[]> {
  return request<PendingRequest[]>('/web/api/v3/async/listPendingRequests', {
    failureMetric: 'loadPendingRequestsFailed',
  });
}
