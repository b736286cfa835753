import path from 'node:path';
import type { TaskSettings } from './tasks/contract.js';

export interface Config {
  port: number;
  host: string;
  /** The server log's least level (LOG_LEVEL): 'warn' keeps the requests out, 'info' logs each. */
  logLevel: LogLevel;
  dataDir: string;
  /** postgres:// URL; when absent the embedded SQLite file under dataDir is used. */
  databaseUrl: string | undefined;
  demoPassword: string;
  /** Origin of the legacy pages /web paths of no page of ours embed; unset: /legacy of the web host. */
  legacyOrigin: string | undefined;
  /** Health environments: name -> base URL ('' means this server). */
  healthEnvironments: Record<string, string>;
  /** Email domains whose users count as internal for help links and the privacy page. */
  internalEmailDomains: string[];
  /** Serve the built web app from this folder when it exists. */
  webDist: string | undefined;
  environment: string;
  /** Days from a project's creation (or postponement) to its move to the Recycle Bin. */
  projectRetentionDays: number;
  /** Largest reference file accepted, in bytes (TESSERA_REFERENCE_MAX_BYTES). */
  referenceFileMaxBytes: number;
  /** smtp:// URL of the mail server; without it every message stays in the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Believe X-Forwarded-* headers (TRUST_PROXY): only behind a proxy that sets them. */
  trustProxy: boolean | string;
  /** Seed the demo organization into an empty database (TESSERA_DEMO, on unless 'off'). */
  demo: boolean;
  /** Hours without a request after which a session ends (SESSION_IDLE_HOURS). */
  sessionIdleHours: number;
  /** Largest file a job import parses, uploaded or unzipped (TESSERA_IMPORT_FILE_MAX_BYTES). */
  importFileMaxBytes: number;
  /** Largest total one zip upload may unpack to (TESSERA_UNZIP_MAX_TOTAL_BYTES). */
  unzipMaxTotalBytes: number;
  /** Background task retries and, on PostgreSQL, pg-boss's expiry and polling (TESSERA_TASK_*). */
  tasks: TaskSettings;
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

// A mistyped level must stop the server, not silence it or flood the log.
function logLevelOf(value: string | undefined): LogLevel {
  if (!value) return 'warn';
  const level = logLevels.find((known) => known === value.toLowerCase());
  if (!level) throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')}: ${value}`);
  return level;
}

function parseHealthEnvironments(value: string | undefined): Record<string, string> {
  const environments: Record<string, string> = { beta2: '' };
  for (const pair of (value ?? '').split(',').filter(Boolean)) {
    const [name, url] = pair.split('=');
    if (name && url !== undefined) environments[name.trim()] = url.trim();
  }
  return environments;
}

// A mistyped retention or timeout must stop the server, not bin every project or end every session.
function positiveNumber(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`Not a positive number: ${value}`);
  return number;
}

// TRUST_PROXY: 'true' trusts every hop; addresses or CIDRs (comma-separated) trust those hops.
function trustProxyOf(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

// A size limit that is not a positive number of bytes must stop the server, not lift the limit.
function bytesSetting(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const bytes = Number(value);
  if (!Number.isSafeInteger(bytes) || bytes <= 0)
    throw new Error(`Not a number of bytes: ${value}`);
  return bytes;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    logLevel: logLevelOf(env.LOG_LEVEL),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    demoPassword: env.TESSERA_DEMO_PASSWORD || 'tessera',
    legacyOrigin: env.LEGACY_ORIGIN || undefined,
    healthEnvironments: parseHealthEnvironments(env.HEALTH_ENVIRONMENTS),
    internalEmailDomains: (env.INTERNAL_EMAIL_DOMAINS ?? 'tessera.example')
      .split(',')
      .map((domain) => domain.trim().toLowerCase())
      .filter(Boolean),
    webDist: env.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist'),
    environment: env.TESSERA_ENV ?? 'local',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.SMTP_FROM || 'Tessera <no-reply@tessera.example>',
    tasks: {
      retryDelaySeconds: positiveNumber(env.TESSERA_TASK_RETRY_DELAY_SECONDS, 30),
      expireSeconds: positiveNumber(env.TESSERA_TASK_EXPIRE_SECONDS, 3600),
      pollSeconds: positiveNumber(env.TESSERA_TASK_POLL_SECONDS, 2),
    },
    projectRetentionDays: positiveNumber(env.TESSERA_PROJECT_RETENTION_DAYS, 365),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    demo: env.TESSERA_DEMO !== 'off',
    sessionIdleHours: positiveNumber(env.SESSION_IDLE_HOURS, 8),
    // A parse holds several copies of a file in a worker of 2 GB: 64 MB files stay well inside.
    importFileMaxBytes: bytesSetting(env.TESSERA_IMPORT_FILE_MAX_BYTES, 64 * 1024 * 1024),
    unzipMaxTotalBytes: bytesSetting(env.TESSERA_UNZIP_MAX_TOTAL_BYTES, 512 * 1024 * 1024),
    // 100 MB unless set to a positive number of bytes.
    referenceFileMaxBytes:
      Number(env.TESSERA_REFERENCE_MAX_BYTES) > 0
        ? Number(env.TESSERA_REFERENCE_MAX_BYTES)
        : 100 * 1024 * 1024,
  };
}
