import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The backend package folder, resolved from this file (same depth under src/ and dist/), never from the cwd. */
export const BACKEND_ROOT = resolve(__dirname, '..', '..', '..');
/** The repository root: the backend package's parent. */
export const REPO_ROOT = resolve(BACKEND_ROOT, '..');

/** Each remote's federation name and the env variable that overrides its manifest URL. */
export const REMOTES = [
  { name: 'mf_admin', folder: 'mf-admin', env: 'REMOTE_MF_ADMIN_URL' },
  { name: 'mf_reports', folder: 'mf-reports', env: 'REMOTE_MF_REPORTS_URL' },
  { name: 'mf_hr', folder: 'mf-hr', env: 'REMOTE_MF_HR_URL' },
  { name: 'mf_app', folder: 'mf-app', env: 'REMOTE_MF_APP_URL' },
] as const;

export interface LoginThrottleConfig {
  /** Failed sign-ins allowed per username within the window before 429. */
  maxFailuresPerUsername: number;
  /** Failed sign-ins allowed per client address within the window before 429. */
  maxFailuresPerAddress: number;
  windowMs: number;
}

/** Levels of the JSON logs (pino's), quietest last. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  /** A PostgreSQL URL; null selects the embedded database under dataDir/pgdata. */
  databaseUrl: string | null;
  port: number;
  host: string;
  dataDir: string;
  /** From JWT_SECRET; when null, resolveJwtSecret() reads or creates dataDir/jwt-secret. */
  jwtSecret: string | null;
  /** A jsonwebtoken duration, e.g. '10h'. */
  jwtExpiresIn: string | number;
  /** Seed the demo companies on an empty database even when DATABASE_URL is set. */
  seedDemo: boolean;
  /** Manifest URL of each remote, served by GET /config.json. */
  remotes: Record<string, string>;
  /** Where shell/ and mf-* builds are looked up (their dist folders): STATIC_ROOT, else the repository. */
  staticRoot: string;
  bodyLimitBytes: number;
  trustProxy: boolean;
  loginThrottle: LoginThrottleConfig;
  /** How old (ms) the guard's view of a user's active flag and role may be: deactivation and role changes apply within it. */
  sessionRecheckMs: number;
  /** LOG_LEVEL: the JSON logs' level; `info` writes one line per request. */
  logLevel: LogLevel;
  /** METRICS_PORT: GET /metrics (Prometheus) is served on this port only; null (the default) serves no metrics. */
  metricsPort: number | null;
  /** METRICS_HOST: where the metrics port listens (loopback by default: never public unless asked). */
  metricsHost: string;
  /** SHUTDOWN_TIMEOUT_MS: how long a stop waits for the requests in flight before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** SMTP_URL (e.g. smtp://user:pass@mail.example.com:587): each notification is also sent by email; null sends none. */
  smtpUrl: string | null;
  /** SMTP_FROM: the sender of those emails. */
  smtpFrom: string;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

function logLevelFrom(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'info';
  const level = value.trim().toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return level as LogLevel;
}

const DURATION = /^(\d+)\s*(s|m|h|d)?$/;

/**
 * A token lifetime as jsonwebtoken takes it: a number of seconds, or a string with its unit s, m, h or d (e.g. '10h').
 * (jsonwebtoken reads a digits-only string as milliseconds, so plain numbers are passed as numbers.)
 */
function durationFrom(value: string | undefined, fallback: string, name: string): string | number {
  if (value === undefined || value.trim() === '') return fallback;
  const m = DURATION.exec(value.trim());
  if (!m || Number(m[1]) === 0) throw new Error(`${name} must be a duration such as 10h, 90m, 1d or 3600 (seconds), got "${value}"`);
  return m[2] ? `${m[1]}${m[2]}` : Number(m[1]);
}

/** The revocation promise is 5 s (the shell's own re-check): a longer cache would break it, 0 would cache forever. */
function sessionRecheckFrom(value: string | undefined): number {
  const ms = intFrom(value, 4000, 'SESSION_RECHECK_MS');
  if (ms < 1 || ms > 5000) throw new Error(`SESSION_RECHECK_MS must be between 1 and 5000 (ms), got "${value}"`);
  return ms;
}

/** Reads the configuration from the environment (pure apart from resolving paths). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = env.DATA_DIR ? resolve(env.DATA_DIR) : join(REPO_ROOT, 'data');
  const remotes: Record<string, string> = {};
  for (const r of REMOTES) remotes[r.name] = env[r.env] || `/remotes/${r.folder}/mf-manifest.json`;
  return {
    databaseUrl: env.DATABASE_URL || null,
    port: intFrom(env.PORT, 3000, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir,
    jwtSecret: env.JWT_SECRET || null,
    jwtExpiresIn: durationFrom(env.JWT_EXPIRES_IN, '10h', 'JWT_EXPIRES_IN'),
    seedDemo: env.SEED_DEMO === '1' || env.SEED_DEMO === 'true',
    remotes,
    staticRoot: env.STATIC_ROOT ? resolve(env.STATIC_ROOT) : REPO_ROOT,
    bodyLimitBytes: intFrom(env.BODY_LIMIT_BYTES, 1024 * 1024, 'BODY_LIMIT_BYTES'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    loginThrottle: {
      maxFailuresPerUsername: intFrom(env.LOGIN_MAX_FAILURES_PER_USERNAME, 5, 'LOGIN_MAX_FAILURES_PER_USERNAME'),
      maxFailuresPerAddress: intFrom(env.LOGIN_MAX_FAILURES_PER_ADDRESS, 30, 'LOGIN_MAX_FAILURES_PER_ADDRESS'),
      windowMs: intFrom(env.LOGIN_THROTTLE_WINDOW_MS, 15 * 60 * 1000, 'LOGIN_THROTTLE_WINDOW_MS'),
    },
    sessionRecheckMs: sessionRecheckFrom(env.SESSION_RECHECK_MS),
    logLevel: logLevelFrom(env.LOG_LEVEL),
    metricsPort: env.METRICS_PORT ? intFrom(env.METRICS_PORT, 0, 'METRICS_PORT') : null,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    shutdownTimeoutMs: intFrom(env.SHUTDOWN_TIMEOUT_MS, 30_000, 'SHUTDOWN_TIMEOUT_MS'),
    smtpUrl: env.SMTP_URL || null,
    smtpFrom: env.SMTP_FROM || 'Groundwork <no-reply@groundwork.local>',
  };
}

/**
 * The JWT signing secret: JWT_SECRET when set, else the one kept in dataDir/jwt-secret, generated on first use
 * (mode 0600) so tokens survive restarts of the embedded default.
 */
export function resolveJwtSecret(config: AppConfig): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = join(config.dataDir, 'jwt-secret');
  mkdirSync(config.dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds too short a secret; delete it to generate a new one`);
  return secret;
}
