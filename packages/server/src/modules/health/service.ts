import {
  format,
  HEALTH_CHECK_TIMEOUT_MS,
  HealthCheckResult,
  healthMessages,
  type HealthStatus,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/errors.js';
import { pingDatabase } from './queries.js';

// The server is UP while its database answers; the task runner's state is reported beside it.
export async function ownHealth(ctx: AppContext): Promise<HealthStatus> {
  const database = await pingDatabase(ctx.db.kysely).then(
    () => true,
    () => false,
  );
  return { status: database ? 'UP' : 'DOWN', database, tasks: ctx.tasks.alive };
}

const unreachable = (message: string) => new HttpError(502, 'HealthCheckFailed', message);

function failureMessage(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return healthMessages.timedOut;
  if (!(error instanceof Error)) return String(error);
  // Node's fetch says only "fetch failed"; the cause says why (refused, unknown host...).
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

async function remoteHealth(base: string): Promise<HealthCheckResult> {
  const url = `${base.replace(/\/+$/, '')}/web/healthApi`;
  const signal = AbortSignal.timeout(HEALTH_CHECK_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    throw unreachable(failureMessage(error));
  }
  // A DOWN environment answers 503 with its status: that is a result, not a failure to reach it.
  const answer = HealthCheckResult.safeParse(await response.json().catch(() => undefined));
  if (!answer.success) {
    throw unreachable(format(healthMessages.badAnswer, { status: response.status }));
  }
  return { status: answer.data.status };
}

// The health of a configured environment: '' stands for this server itself.
export async function environmentHealth(ctx: AppContext, env: string): Promise<HealthCheckResult> {
  const environments = ctx.config.healthEnvironments;
  if (!Object.hasOwn(environments, env)) {
    throw new HttpError(404, 'NotFound', format(healthMessages.unknownEnvironment, { env }));
  }
  const base = environments[env] ?? '';
  if (base === '') return { status: (await ownHealth(ctx)).status };
  return remoteHealth(base);
}
