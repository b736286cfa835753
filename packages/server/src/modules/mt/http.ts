import { setTimeout as sleep } from 'node:timers/promises';
import { mtMessages } from '@tessera/contracts';
import { MtError } from './errors.js';

export interface RetryPolicy {
  /** Requests in all, the first included. */
  attempts: number;
  /** The first wait; each further one doubles, up to maxDelayMs. */
  baseDelayMs: number;
  /** The longest wait, Retry-After included. */
  maxDelayMs: number;
}

export interface MtRequestOptions {
  /** Cancels the whole translation (a cancelled task); the abort reason is thrown as is. */
  signal?: AbortSignal;
  /** How long one request may take. */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
}

const defaultTimeoutMs = 30_000;
const defaultRetry: RetryPolicy = { attempts: 4, baseDelayMs: 500, maxDelayMs: 30_000 };
const longestDetail = 300;

/** Extracts the provider's own error text from its parsed error answer, or null. */
export type ErrorText = (answer: unknown) => string | null;

/** POSTs of one machine translation call, named for its errors. */
export interface EngineRequest {
  /** The parsed JSON of a 2xx answer; 429 and 5xx are retried, other failures throw MtError. */
  postJson(
    url: string,
    body: unknown,
    headers: Record<string, string>,
    errorText: ErrorText,
  ): Promise<unknown>;
  /** The error for an answer that does not have the provider's documented shape. */
  unreadable(): MtError;
}

interface Answer {
  ok: boolean;
  status: number;
  statusText: string;
  retryAfter: string | null;
  text: string;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Retry-After in milliseconds: delay-seconds or an HTTP date. */
function retryAfterMs(value: string | null, now: number): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > longestDetail ? `${flat.slice(0, longestDetail)}…` : flat;
}

function networkDetail(error: unknown): string {
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.message : String(error);
}

export function engineRequest(name: string, options: MtRequestOptions = {}): EngineRequest {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const retry = { ...defaultRetry, ...options.retry };
  const backoff = (attempt: number, answer: Answer | null) => {
    const exponential = retry.baseDelayMs * 2 ** (attempt - 1);
    const asked = retryAfterMs(answer?.retryAfter ?? null, Date.now()) ?? 0;
    return Math.min(retry.maxDelayMs, Math.max(exponential, asked));
  };

  async function attempt(url: string, init: RequestInit): Promise<Answer> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    try {
      const answer = await fetch(url, { ...init, signal });
      // The body is read under the same deadline: a stalled answer is a timeout too.
      const text = await answer.text();
      return {
        ok: answer.ok,
        status: answer.status,
        statusText: answer.statusText,
        retryAfter: answer.headers.get('retry-after'),
        text,
      };
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason;
      if (timeout.aborted) throw new MtError(mtMessages.timedOut(name, timeoutMs / 1000));
      throw error;
    }
  }

  return {
    async postJson(url, body, headers, errorText) {
      const init: RequestInit = {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
        body: JSON.stringify(body),
      };
      for (let count = 1; ; count += 1) {
        let answer: Answer | null = null;
        try {
          answer = await attempt(url, init);
        } catch (error) {
          if (error instanceof MtError || options.signal?.aborted) throw error;
          if (count >= retry.attempts)
            throw new MtError(mtMessages.unreachable(name, networkDetail(error)));
        }
        if (answer?.ok) {
          const parsed = parseJson(answer.text);
          if (parsed === undefined) throw new MtError(mtMessages.unreadable(name));
          return parsed;
        }
        const transient = answer === null || answer.status === 429 || answer.status >= 500;
        if (answer && (!transient || count >= retry.attempts)) {
          const detail =
            errorText(parseJson(answer.text)) ?? (shortened(answer.text) || answer.statusText);
          throw new MtError(mtMessages.failed(name, answer.status, detail), answer.status);
        }
        await sleep(backoff(count, answer), undefined, { signal: options.signal });
      }
    },
    unreadable: () => new MtError(mtMessages.unreadable(name)),
  };
}
