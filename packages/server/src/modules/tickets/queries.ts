import type { Insertable, Kysely } from 'kysely';
import type { Database, TicketTable } from '../../db/schema.js';

export function selectTickets(
  db: Kysely<Database>,
  organizationId: number,
  filter: { createdBy?: number; id?: number },
) {
  let query = db
    .selectFrom('tickets')
    .innerJoin('users', 'users.id', 'tickets.created_by')
    .selectAll('tickets')
    .select('users.user_name')
    .where('tickets.organization_id', '=', organizationId);
  if (filter.createdBy !== undefined)
    query = query.where('tickets.created_by', '=', filter.createdBy);
  if (filter.id !== undefined) query = query.where('tickets.id', '=', filter.id);
  return query.orderBy('tickets.created_at', 'desc').orderBy('tickets.id', 'desc').execute();
}

export async function insertTicket(
  db: Kysely<Database>,
  ticket: Insertable<TicketTable>,
): Promise<number> {
  const row = await db
    .insertInto('tickets')
    .values(ticket)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
