import { CSRF_HEADER, type Metric } from '@tessera/contracts';
import { csrfToken } from './csrf';

export type MetricInput = Pick<Metric, 'name'> & Partial<Omit<Metric, 'name'>>;

// POST /api/tracker; a metric that cannot be published is only worth a warning (spec 002 section 7).
export async function publishMetric(metric: MetricInput): Promise<void> {
  const token = csrfToken();
  const body: Metric = { value: 1, dimensions: [], ...metric };
  try {
    const response = await fetch('/api/tracker', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', ...(token ? { [CSRF_HEADER]: token } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) console.warn(`Publishing metric ${metric.name} failed: ${response.status}`);
  } catch (error) {
    console.warn(`Publishing metric ${metric.name} failed`, error);
  }
}
