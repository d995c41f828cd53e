import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { adminPassword } from '@khidma/shared/schemas/fields';
import { translate } from './lib/i18n';

/**
 * The only reader of process.env. Everything the server can be told lives here, validated at start;
 * a bad value stops the process with a readable list (design §4.6). `.env.example` documents each variable.
 */

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverRoot, '../..');

const booleanString = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const dataKey = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (openssl rand -hex 32)')
  .optional();

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    /** Default: 127.0.0.1 outside production (the dev outbox and the sandbox are for this machine), 0.0.0.0 in it. */
    HOST: z.string().optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** `pglite://DIR` (embedded, on disk), `pglite://memory` (embedded, in memory) or `postgres://...`. */
    DATABASE_URL: z
      .string()
      .regex(/^(pglite|postgres|postgresql):\/\//, 'must start with pglite://, postgres:// or postgresql://')
      .default(`pglite://${path.join(repoRoot, 'data', 'khidma')}`),
    /** The address users reach us at; payment return URLs and the gateway's notification are built from it. */
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * The OpenAPI document and its reference page at /api/docs. Default: on outside production, off in it (the
     * document maps every endpoint and field for anyone who asks); API_DOCS=true turns it on there.
     */
    API_DOCS: booleanString.optional(),
    /**
     * Apply pending migrations at start (under an advisory lock, so replicas starting together apply them once).
     * Default: true outside production; in production `npm run db:migrate` runs them before the servers, and a
     * server that finds the schema behind refuses to start.
     */
    MIGRATE_ON_START: booleanString.optional(),
    /** Load the demo catalogue into an empty database at start. */
    SEED_DEMO: booleanString.default(true),
    /** Grow the catalogue to this many services with generated ones (the benchmark's 10,000); 0 leaves it as is. */
    SEED_SERVICE_COUNT: z.coerce.number().int().min(0).max(1_000_000).default(0),
    /** The slots benchmark's load: this many approved partners and booked orders over the next 14 days; 0 adds none. */
    SEED_PARTNER_COUNT: z.coerce.number().int().min(0).max(100_000).default(0),
    SEED_BOOKING_COUNT: z.coerce.number().int().min(0).max(1_000_000).default(0),
    /** The built SPA; served with history fallback when the folder exists. */
    WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps', 'web', 'dist')),
    /** The web's server build, which renders the catalogue pages' HTML; without it the browser renders them. */
    WEB_SSR_DIR: z.string().default(path.join(repoRoot, 'apps', 'web', 'dist-ssr')),
    /**
     * Memory for the catalogue pages rendered on the server (their HTML and the answers beside them), in megabytes:
     * a bound in bytes, not pages, since a services list of a large sub-category weighs a hundred small pages.
     */
    PAGE_CACHE_MB: z.coerce.number().min(1).max(4096).default(32),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Shared rate-limit counters for several API processes; in-process counters when unset. */
    REDIS_URL: z.url().optional(),
    /** Comma-separated client addresses exempt from rate limits (a test runner, a health checker). */
    RATE_LIMIT_ALLOW_LIST: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
    /** Trust X-Forwarded-For from this many proxies in front of us (a load balancer: 1). */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),

    // ---- file storage (uploads3; issue 4)
    /** `disk` (default: files under UPLOADS_DIR, served at /uploads) or `s3`. */
    STORAGE_DRIVER: z.enum(['disk', 's3']).default('disk'),
    /** Production keeps uploads on this machine's disk only when told so (one server with a lasting volume). */
    ALLOW_DISK_STORAGE: booleanString.default(false),
    UPLOADS_DIR: z.string().default(path.join(repoRoot, 'data', 'uploads')),
    /** Private files (a partner's ID proof and certificate) on disk: never served, so never inside UPLOADS_DIR. */
    PRIVATE_UPLOADS_DIR: z.string().default(path.join(repoRoot, 'data', 'private-uploads')),
    S3_BUCKET: z.string().optional(),
    /** The bucket of private files, with no public-read policy; unset: S3_BUCKET under private/. */
    S3_PRIVATE_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    /** An S3-compatible endpoint (MinIO, R2...); unset for AWS. */
    S3_ENDPOINT: z.url().optional(),
    S3_FORCE_PATH_STYLE: booleanString.default(false),
    /** Where uploaded objects are read from (a CDN or the bucket's URL); default https://BUCKET.s3.REGION.amazonaws.com */
    S3_PUBLIC_URL: z.url().optional(),
    /** Static credentials; unset: the AWS SDK's default chain (instance role, AWS_* variables, profile). */
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),

    // ---- encryption at rest (partner bank account numbers; issue 7)
    /** 32 bytes as 64 hex characters (`openssl rand -hex 32`); required in production, a fixed dev key otherwise. */
    DATA_ENCRYPTION_KEY: dataKey,
    /** Only for `npm run db:rotate-data-key`: the key the data is sealed with now; DATA_ENCRYPTION_KEY is the new one. */
    PREVIOUS_DATA_ENCRYPTION_KEY: dataKey,

    // ---- address map (issue 5)
    /** Map tiles of the address screens ({z}/{x}/{y}, optional {s}); their origin joins the CSP's img-src. */
    MAP_TILE_URL: z
      .string()
      .regex(/^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/, 'must be an http(s) URL with {z}, {x} and {y}')
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    MAP_ATTRIBUTION: z.string().default('&copy; OpenStreetMap contributors'),

    // ---- SMS for phone login codes (issue 4)
    /** `outbox` (default: the sms_outbox table, read at GET dev/outbox outside production) or `twilio`. */
    SMS_DRIVER: z.enum(['outbox', 'twilio']).default('outbox'),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    /** The sending number in E.164 (+1555...) or a Messaging Service SID (MG...). */
    TWILIO_FROM: z.string().optional(),

    // ---- WhatsApp and email notifications (issue 24)
    /** `outbox` (default: the whatsapp_outbox table, read at GET dev/whatsapp outside production) or `twilio`. */
    WHATSAPP_DRIVER: z.enum(['outbox', 'twilio']).default('outbox'),
    /** The WhatsApp sender approved on Twilio, in E.164; the account is TWILIO_ACCOUNT_SID / TWILIO_AUTH_TOKEN. */
    WHATSAPP_FROM: z.string().optional(),
    /** `outbox` (default: the email_outbox table, read at GET dev/mailbox outside production) or `smtp`. */
    EMAIL_DRIVER: z.enum(['outbox', 'smtp']).default('outbox'),
    /** smtp(s)://user:password@host:port, for EMAIL_DRIVER=smtp (nodemailer). */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    /** The From of every email. */
    EMAIL_FROM: z.string().default('Khidma <no-reply@khidma.example>'),

    // ---- the job queue (issue 24)
    /** Run due jobs in this process (several processes share the work, each job once). false: enqueue only. */
    JOBS_WORKER: booleanString.default(true),
    /** How often an idle worker looks for due jobs; a due job waits at most about this long. */
    JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
    /** A failed send is tried again this many times, waiting NOTIFY_RETRY_DELAY_SECONDS, doubling each time. */
    NOTIFY_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
    NOTIFY_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    /** A job a partner has not accepted this long after it was given to them goes to the admins' needs-attention list. */
    ACCEPT_WITHIN_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),

    // ---- time slots (issue 14)
    /** Minutes a partner needs between two jobs (travel); a slot is free only that far from the partner's others. */
    TRAVEL_BUFFER_MINUTES: z.coerce.number().int().min(0).max(240).default(30),
    /** KD a customer pays to cancel or reschedule within FREE_CHANGE_MINUTES of the slot or once the partner left. */
    LATE_CHANGE_FEE_KD: z.coerce.number().min(0).max(100).multipleOf(0.001).default(1),

    // ---- money and capacity (issue 23)
    /** Unpaid Online orders (Pending) one account may hold at once; the next is refused (409). */
    MAX_UNPAID_ORDERS: z.coerce.number().int().min(1).max(100).default(2),
    /** Orders one account may hold that the partner has not started yet; the next is refused (409). */
    MAX_OPEN_ORDERS: z.coerce.number().int().min(1).max(1000).default(5),
    /** Minutes an unpaid Online order holds its slot; then the system cancels it ("payment not completed"). */
    PAYMENT_WINDOW_MINUTES: z.coerce.number().int().min(5).max(1440).default(20),
    /** A partner may set off (Traveling) only this many minutes before the slot, or later. */
    TRAVEL_START_LEAD_MINUTES: z.coerce.number().int().min(0).max(1440).default(120),
    /** A partner may report Reached or Started only this many minutes before the slot, or later. */
    REACH_EARLIEST_MINUTES: z.coerce.number().int().min(0).max(1440).default(30),
    /** `off` lifts the visit-timing rules above: for end-to-end runs only, where no visit is due yet; refused in production. */
    VISIT_TIMING: z.enum(['enforced', 'off']).default('enforced'),

    // ---- the first admin (issue 13)
    /** At start, this account is made an admin with ADMIN_PASSWORD (created, or its password and role reset). */
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: adminPassword.optional(),

    // ---- online payment (UPayments, KNET; issue 6)
    /** The merchant's UPayments API key (sent as a Bearer token, never to the browser). Unset: the built-in sandbox. */
    UPAYMENTS_API_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
    /** UPayments' API host: https://uapi.upayments.com (live) or https://sandboxapi.upayments.com (their test mode). */
    UPAYMENTS_BASE_URL: z.url().default('https://uapi.upayments.com'),
  })
  .superRefine((config, context) => {
    if (Boolean(config.ADMIN_EMAIL) !== Boolean(config.ADMIN_PASSWORD)) {
      const missing = config.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
      context.addIssue({ code: 'custom', path: [missing], message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together' });
    }
    const privateInside = path.relative(path.resolve(config.UPLOADS_DIR), path.resolve(config.PRIVATE_UPLOADS_DIR));
    if (!privateInside || (!privateInside.startsWith('..') && !path.isAbsolute(privateInside))) {
      context.addIssue({ code: 'custom', path: ['PRIVATE_UPLOADS_DIR'], message: 'must be outside UPLOADS_DIR' });
    }
    if (config.STORAGE_DRIVER === 's3' && !config.S3_BUCKET) {
      context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required when STORAGE_DRIVER=s3' });
    }
    if (config.SMS_DRIVER === 'twilio') {
      for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
        if (!config[key]) context.addIssue({ code: 'custom', path: [key], message: 'required when SMS_DRIVER=twilio' });
      }
    }
    if (config.WHATSAPP_DRIVER === 'twilio') {
      for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'WHATSAPP_FROM'] as const) {
        if (!config[key])
          context.addIssue({ code: 'custom', path: [key], message: 'required when WHATSAPP_DRIVER=twilio' });
      }
    }
    if (config.EMAIL_DRIVER === 'smtp' && !config.SMTP_URL) {
      context.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'required when EMAIL_DRIVER=smtp' });
    }
    if (config.NODE_ENV === 'production') {
      for (const [key, message] of productionRefusals(config)) {
        context.addIssue({ code: 'custom', path: [key], message });
      }
    }
  });

/**
 * What production refuses: every local stand-in that would quietly lose data, codes or money there. Listed together
 * with any other bad variable, so one start shows all that is left to set.
 */
function productionRefusals(config: {
  DATA_ENCRYPTION_KEY?: string;
  DATABASE_URL: string;
  STORAGE_DRIVER: string;
  ALLOW_DISK_STORAGE: boolean;
  SMS_DRIVER: string;
  WHATSAPP_DRIVER: string;
  EMAIL_DRIVER: string;
  VISIT_TIMING: string;
  UPAYMENTS_API_KEY?: string;
  UPAYMENTS_BASE_URL: string;
}): Array<[string, string]> {
  const refusals: Array<[string, string]> = [];
  if (!config.DATA_ENCRYPTION_KEY) refusals.push(['DATA_ENCRYPTION_KEY', 'required in production']);
  if (config.DATABASE_URL.startsWith('pglite://')) {
    refusals.push(['DATABASE_URL', 'must be a PostgreSQL server in production, not the embedded PGlite']);
  }
  if (config.STORAGE_DRIVER === 'disk' && !config.ALLOW_DISK_STORAGE) {
    refusals.push([
      'STORAGE_DRIVER',
      'disk keeps uploads on this machine only: use s3 in production, or set ALLOW_DISK_STORAGE=true',
    ]);
  }
  if (config.VISIT_TIMING === 'off') {
    refusals.push(['VISIT_TIMING', 'must be enforced in production (off lets a partner move a visit days early)']);
  }
  if (config.SMS_DRIVER === 'outbox') {
    refusals.push(['SMS_DRIVER', 'must be twilio in production (the outbox sends no login code)']);
  }
  if (config.WHATSAPP_DRIVER === 'outbox') {
    refusals.push(['WHATSAPP_DRIVER', 'must be twilio in production (the outbox sends nothing)']);
  }
  if (config.EMAIL_DRIVER === 'outbox') {
    refusals.push(['EMAIL_DRIVER', 'must be smtp in production (the outbox sends nothing)']);
  }
  // Production takes real money: never the built-in sandbox, nor UPayments' own test mode, nor plain http.
  if (!config.UPAYMENTS_API_KEY) {
    refusals.push([
      'UPAYMENTS_API_KEY',
      'required in production (without it the built-in sandbox gateway would take the payments)',
    ]);
  }
  if (isSandboxGatewayUrl(config.UPAYMENTS_BASE_URL)) {
    refusals.push(['UPAYMENTS_BASE_URL', 'must be the live UPayments API in production, not a sandbox']);
  } else if (new URL(config.UPAYMENTS_BASE_URL).protocol !== 'https:') {
    refusals.push(['UPAYMENTS_BASE_URL', 'must be https in production']);
  }
  return refusals;
}

/** UPayments' test host, or a built-in sandbox gateway (ours, on any host). */
function isSandboxGatewayUrl(url: string): boolean {
  const { hostname, pathname } = new URL(url);
  return hostname.startsWith('sandbox') || pathname.includes('/sandbox-gateway');
}

/** Every variable the server reads: what compose.yaml and .env.example may set (deploy-files.test.ts). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(configSchema.shape);

/** Where online payments go: UPayments with the merchant's key, or the built-in sandbox on our own origin. */
export type PaymentGatewayConfig =
  { kind: 'upayments'; baseUrl: string; apiKey: string } | { kind: 'sandbox'; baseUrl: string };

/** The path the built-in sandbox gateway is mounted at (only when no UPAYMENTS_API_KEY is configured). */
export const SANDBOX_GATEWAY_PREFIX = '/sandbox-gateway';

/** The key used outside production when DATA_ENCRYPTION_KEY is unset: public, so it protects nothing real. */
const DEV_DATA_ENCRYPTION_KEY = createHash('sha256').update('khidma-development-data-key').digest();

export type Config = Omit<z.infer<typeof configSchema>, 'HOST' | 'MIGRATE_ON_START' | 'API_DOCS'> & {
  HOST: string;
  MIGRATE_ON_START: boolean;
  API_DOCS: boolean;
  publicUrl: string;
  isProduction: boolean;
  /** Origins the pages load images from besides ours (map tiles). */
  imageOrigins: string[];
  /** AES-256-GCM key for data encrypted at rest (32 bytes). */
  dataEncryptionKey: Buffer;
  paymentGateway: PaymentGatewayConfig;
  serverRoot: string;
};

/** "https://{s}.tile.example.org/{z}/{x}/{y}.png" -> "https://*.tile.example.org", as a CSP source. */
function tileOrigin(tileUrl: string): string {
  return /^https?:\/\/[^/]+/.exec(tileUrl)![0].replace('{s}', '*');
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    // A shared rule's message is a catalogue key: said in English here.
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${translate('en', issue.message)}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const isProduction = config.NODE_ENV === 'production';
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  return {
    ...config,
    HOST: config.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    MIGRATE_ON_START: config.MIGRATE_ON_START ?? !isProduction,
    API_DOCS: config.API_DOCS ?? !isProduction,
    dataEncryptionKey: config.DATA_ENCRYPTION_KEY
      ? Buffer.from(config.DATA_ENCRYPTION_KEY, 'hex')
      : DEV_DATA_ENCRYPTION_KEY,
    publicUrl,
    paymentGateway: config.UPAYMENTS_API_KEY
      ? {
          kind: 'upayments',
          baseUrl: config.UPAYMENTS_BASE_URL.replace(/\/$/, ''),
          apiKey: config.UPAYMENTS_API_KEY,
        }
      : { kind: 'sandbox', baseUrl: `${publicUrl}${SANDBOX_GATEWAY_PREFIX}` },
    isProduction,
    imageOrigins: [tileOrigin(config.MAP_TILE_URL)],
    serverRoot,
  };
}

/** A configuration for tests and scripts: defaults, then the given overrides; no process.env. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    UPLOADS_DIR: path.join(os.tmpdir(), 'khidma-test-uploads'),
    PRIVATE_UPLOADS_DIR: path.join(os.tmpdir(), 'khidma-test-private-uploads'),
    // The SPA's pages come unrendered unless a test brings a renderer of its own.
    WEB_SSR_DIR: '',
    // Jobs wait in the queue until a test runs them (app.jobs.runDue) or asks for a worker.
    JOBS_WORKER: 'false',
    ...overrides,
  });
}
