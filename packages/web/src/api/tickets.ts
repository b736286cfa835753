import { useQuery } from '@tanstack/react-query';
import type { Ticket } from '@tessera/contracts';
import { request } from './http';

export const ticketsKey = ['tickets'] as const;

/** GET /api/tickets: the organization's tickets (a linguist's own), newest first. */
export function fetchTickets(): Promise<Ticket[]> {
  return request<Ticket[]>('/api/tickets', { failureMetric: 'loadTicketsFailed' });
}

export function useTicketsQuery() {
  return useQuery({ queryKey: ticketsKey, queryFn: fetchTickets });
}
