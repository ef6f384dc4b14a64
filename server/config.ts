import { z } from 'zod';
import path from 'node:path';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  APP_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  COMPANY_EMAIL_DOMAIN: z.string().default('example.com'),
  BRAND_NAME: z.string().default('Atelier'),
  SMTP_URL: z.string().optional(),
  DEV_OUTBOX: z.enum(['true', 'false', '1', '0', 'yes', 'no', '']).optional(),
  MAIL_FROM: z.string().optional(),
  AI_PROVIDER: z.enum(['auto', 'anthropic', 'openai', 'offline']).default('auto'),
  AI_MODEL: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  ANTHROPIC_API_KEY: z.string().optional(),
  ANTHROPIC_BASE_URL: z.string().optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().optional(),
  ALLOW_PRIVATE_NETWORK_FETCH: bool,
  GITHUB_API_URL: z.string().url().default('https://api.github.com'),
  SECRET_KEY: z.string().optional(),
  MAX_UPLOAD_MB: z.coerce.number().positive().default(50),
  STORAGE: z.enum(['local', 's3']).optional(),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool,
  AUTH_ATTEMPTS_PER_MINUTE: z.coerce.number().int().positive().default(10),
  FEEDBACK_MAIL: z.enum(['on', 'off']).default('on'),
  FEEDBACK_MAIL_INTERVAL_MS: z.coerce.number().int().positive().default(600_000),
  FEEDBACK_MAIL_CHECK_MS: z.coerce.number().int().positive().optional(),
  COMMENT_POSTS_PER_MINUTE: z.coerce.number().int().positive().default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  ALLOWED_HOSTS: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  /** APP_URL, or http://localhost:PORT when it is not set. */
  appUrl: string;
  /** Whether APP_URL was set: then every link the app writes uses it; otherwise the origin the browser is on. */
  appUrlSet: boolean;
  dataDir: string;
  databaseUrl?: string;
  companyEmailDomain: string;
  brandName: string;
  smtpUrl?: string;
  /**
   * DEV_OUTBOX: true turns the development outbox on, false off; unset (undefined) leaves it to the
   * safe default: on only outside production, without SMTP, on a loopback listener and APP_URL.
   */
  devOutbox?: boolean;
  mailFrom: string;
  ai: {
    provider: Env['AI_PROVIDER'];
    model?: string;
    timeoutMs: number;
    anthropicApiKey?: string;
    anthropicBaseUrl?: string;
    openaiApiKey?: string;
    openaiBaseUrl?: string;
  };
  allowPrivateNetworkFetch: boolean;
  githubApiUrl: string;
  secretKey?: string;
  maxUploadBytes: number;
  storage:
    | { kind: 'local'; dir: string }
    | {
        kind: 's3';
        bucket: string;
        endpoint?: string;
        region: string;
        accessKeyId?: string;
        secretAccessKey?: string;
        forcePathStyle: boolean;
      };
  /** Sign-in, login-link and reset attempts allowed per address and per e-mail each minute. */
  authAttemptsPerMinute: number;
  /** Comments one client address may post each minute. */
  commentPostsPerMinute: number;
  /**
   * Staff e-mails about new feedback: at most one per snippet per `intervalMs`; every `checkMs` the
   * process sends the batches whose window has ended and the daily digests that are due.
   */
  feedbackMail: { enabled: boolean; intervalMs: number; checkMs: number };
  logLevel: Env['LOG_LEVEL'];
  /**
   * Which peers' X-Forwarded-* headers are believed: none (false), the nearest N hops, or the
   * listed proxy addresses/subnets. Never every hop, so a client cannot forge its own address.
   */
  trustProxy: false | number | string[];
  /** Host names (optionally host:port) requests may be addressed to besides APP_URL's host. */
  allowedHosts: string[];
  /** How long SIGTERM/SIGINT may take to drain requests and close the database before the process exits regardless. */
  shutdownTimeoutMs: number;
}

/**
 * TRUST_PROXY: empty/false for none; a hop count ("1": one reverse proxy in front); "true" for
 * one hop as well; or a comma-separated list of proxy addresses or subnets ("10.0.0.1,10.1.0.0/16").
 */
function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'false' || value === 'no' || value === '0') return false;
  if (value === 'true' || value === 'yes') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const address = /^(?:[\d.]+|[\da-f:]+(?:[\d.]+)?|loopback|linklocal|uniquelocal)(?:\/\d{1,3})?$/;
  const bad = list.find((v) => !address.test(v));
  if (bad !== undefined) {
    throw new Error(
      `Invalid configuration:\n  TRUST_PROXY: "${bad}" is neither a hop count nor a proxy address or subnet`,
    );
  }
  return list;
}

/** TRUST_PROXY as Fastify takes it: a hop count trusts that many proxies nearest the server, nothing a client adds. */
export function fastifyTrustProxy(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

function parseAllowedHosts(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const useS3 = e.STORAGE === 's3' || (e.STORAGE === undefined && !!e.S3_BUCKET);
  if (useS3 && !e.S3_BUCKET) throw new Error('Invalid configuration:\n  S3_BUCKET: required when STORAGE=s3');
  if (e.NODE_ENV === 'production') {
    const missing = [
      ...(e.SMTP_URL ? [] : ['SMTP_URL (e.g. smtp://user:pass@mail.example.com:587)']),
      ...(e.SECRET_KEY ? [] : ['SECRET_KEY (64 hex characters: openssl rand -hex 32)']),
    ];
    if (missing.length > 0) {
      throw new Error(
        `NODE_ENV=production needs ${missing.join(' and ')}: set ${missing.length > 1 ? 'them' : 'it'} and start again.`,
      );
    }
  }
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    appUrl,
    appUrlSet: e.APP_URL !== undefined,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    companyEmailDomain: e.COMPANY_EMAIL_DOMAIN.replace(/^@/, '').toLowerCase(),
    brandName: e.BRAND_NAME,
    smtpUrl: e.SMTP_URL || undefined,
    devOutbox:
      e.DEV_OUTBOX === undefined || e.DEV_OUTBOX === '' ? undefined : ['true', '1', 'yes'].includes(e.DEV_OUTBOX),
    mailFrom: e.MAIL_FROM ?? `${e.BRAND_NAME} <no-reply@${e.COMPANY_EMAIL_DOMAIN.replace(/^@/, '')}>`,
    ai: {
      provider: e.AI_PROVIDER,
      model: e.AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
      anthropicApiKey: e.ANTHROPIC_API_KEY || undefined,
      anthropicBaseUrl: e.ANTHROPIC_BASE_URL || undefined,
      openaiApiKey: e.OPENAI_API_KEY || undefined,
      openaiBaseUrl: e.OPENAI_BASE_URL || undefined,
    },
    allowPrivateNetworkFetch: e.ALLOW_PRIVATE_NETWORK_FETCH,
    githubApiUrl: e.GITHUB_API_URL.replace(/\/+$/, ''),
    secretKey: e.SECRET_KEY || undefined,
    maxUploadBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
    storage: useS3
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET!,
          endpoint: e.S3_ENDPOINT || undefined,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : { kind: 'local', dir: path.join(dataDir, 'uploads') },
    authAttemptsPerMinute: e.AUTH_ATTEMPTS_PER_MINUTE,
    commentPostsPerMinute: e.COMMENT_POSTS_PER_MINUTE,
    feedbackMail: {
      enabled: e.FEEDBACK_MAIL === 'on',
      intervalMs: e.FEEDBACK_MAIL_INTERVAL_MS,
      checkMs: e.FEEDBACK_MAIL_CHECK_MS ?? Math.min(30_000, Math.max(50, Math.round(e.FEEDBACK_MAIL_INTERVAL_MS / 10))),
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    allowedHosts: parseAllowedHosts(e.ALLOWED_HOSTS),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  };
}
