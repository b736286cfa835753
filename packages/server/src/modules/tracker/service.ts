import type { Metric } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import type { AuthContext } from '../../http/auth.js';
import { insertMetric } from './queries.js';

// Metrics the web publishes (failures, latencies) are kept per organization and user.
export async function recordMetric(
  ctx: AppContext,
  auth: AuthContext,
  metric: Metric,
): Promise<void> {
  await insertMetric(ctx.db.kysely, {
    organization_id: auth.organizationId,
    user_id: auth.userId,
    name: metric.name,
    value: metric.value,
    dimensions: JSON.stringify(metric.dimensions),
    is_latency: metric.isLatencyMetric ? 1 : 0,
    created_at: ctx.clock.now().toISOString(),
  });
}
