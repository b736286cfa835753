import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres:// URL; when absent the embedded SQLite file under dataDir is used. */
  databaseUrl: string | undefined;
  demoPassword: string;
  /** Origin of the legacy application whose pages /web paths of no page of ours embed. */
  legacyOrigin: string | undefined;
  /** Health environments: name -> base URL ('' means this server). */
  healthEnvironments: Record<string, string>;
  /** Email domains whose users count as internal for help links and the privacy page. */
  internalEmailDomains: string[];
  /** Serve the built web app from this folder when it exists. */
  webDist: string | undefined;
  environment: string;
}

function parseHealthEnvironments(value: string | undefined): Record<string, string> {
  const environments: Record<string, string> = { beta2: '' };
  for (const pair of (value ?? '').split(',').filter(Boolean)) {
    const [name, url] = pair.split('=');
    if (name && url !== undefined) environments[name.trim()] = url.trim();
  }
  return environments;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
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
  };
}
