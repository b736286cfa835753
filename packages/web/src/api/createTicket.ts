import { useQueryClient } from '@tanstack/react-query';
import type { Ticket, TicketInput } from '@tessera/contracts';
import { request } from './http';
import { ticketsKey } from './tickets';
import { useSubmitMutation } from './useSubmitMutation';

/** POST /api/tickets. */
export function createTicket(ticket: TicketInput): Promise<Ticket> {
  return request<Ticket>('/api/tickets', {
    method: 'POST',
    body: ticket,
    failureMetric: 'createTicketFailed',
  });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: createTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsKey }),
  });
}
