import { ProblemType, Ticket, type TicketInput } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import type { AuthContext } from '../../http/auth.js';
import { insertTicket, selectTickets } from './queries.js';

type TicketRow = Awaited<ReturnType<typeof selectTickets>>[number];

function toTicket(row: TicketRow): Ticket {
  return {
    id: row.id,
    problemType: ProblemType.parse(row.problem_type),
    subject: row.subject,
    description: row.description,
    projectName: row.project_name,
    projectId: row.project_id,
    jobPartId: row.job_part_id,
    sourceLocale: row.source_locale,
    targetLocale: row.target_locale,
    dueDate: row.due_date,
    workflowStep: row.workflow_step,
    status: Ticket.shape.status.parse(row.status),
    dateCreated: row.created_at,
    createdBy: { id: row.created_by, userName: row.user_name },
  };
}

// Linguists see only the tickets they raised; managers and admins see the organization's.
export async function listTickets(ctx: AppContext, auth: AuthContext): Promise<Ticket[]> {
  const createdBy = auth.role === 'LINGUIST' ? auth.userId : undefined;
  return (await selectTickets(ctx.db.kysely, auth.organizationId, { createdBy })).map(toTicket);
}

export async function raiseTicket(
  ctx: AppContext,
  auth: AuthContext,
  input: TicketInput,
): Promise<Ticket> {
  return ctx.db.kysely.transaction().execute(async (db) => {
    const id = await insertTicket(db, {
      organization_id: auth.organizationId,
      created_by: auth.userId,
      problem_type: input.problemType,
      subject: input.subject,
      description: input.description,
      project_name: input.projectName,
      project_id: input.projectId,
      job_part_id: input.jobPartId,
      source_locale: input.sourceLocale,
      target_locale: input.targetLocale,
      due_date: input.dueDate,
      workflow_step: input.workflowStep,
      status: 'OPEN',
      created_at: ctx.clock.now().toISOString(),
    });
    const [row] = await selectTickets(db, auth.organizationId, { id });
    if (!row) throw new Error(`ticket ${id} vanished right after it was raised`);
    return toTicket(row);
  });
}
