import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { RETENTION_KINDS, type RetentionKind } from '@saathi/shared';
import { StartupError } from './platform/errors';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** An empty variable (`S3_BUCKET=` in a compose file) counts as not set. */
const blankAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Commission payouts through RazorpayX: all three, or none (then finance records bank transfers). */
const RAZORPAYX_REQUIRED = [
  'RAZORPAYX_KEY_ID',
  'RAZORPAYX_KEY_SECRET',
  'RAZORPAYX_ACCOUNT_NUMBER',
] as const;

/** Online payment through Razorpay: all three, or none (then only cash on delivery is offered). */
const RAZORPAY_REQUIRED = [
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
] as const;

/** Uploads go to an S3-compatible bucket when these are set; all of them, or none. */
const S3_REQUIRED = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** Every environment variable the API reads; `.env.example` documents each one. */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/ })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    WEB_DIST_DIR: z.string().optional(),
    TRUST_PROXY: booleanFromEnv.default(false),
    RATE_LIMIT_ALLOWLIST: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.union([z.ipv4(), z.ipv6()]))),
    /** Per-address limits counted in Redis instead of the database (platform/rate-limit). */
    REDIS_URL: blankAsUnset(z.url({ protocol: /^rediss?$/ })),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_USERNAME: z
      .string()
      .regex(/^[A-Za-z0-9]{4,30}$/, 'letters and digits, 4 to 30 characters')
      .optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
    SEED_DEMO_DATA: booleanFromEnv.optional(),
    /** With the demo data, the demo business (people, orders, a closed month): decision 0116. */
    SEED_DEMO_BUSINESS: booleanFromEnv.optional(),
    UPLOADS_DIR: z.string().min(1).optional(),
    PRIVATE_FILES_DIR: z.string().min(1).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    SMTP_FROM: z.string().min(3).default('Saathi <no-reply@localhost>'),
    SMS_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    SMS_API_KEY: z.string().min(1).optional(),
    GOOGLE_CLIENT_ID: z.string().min(10).optional(),
    GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
    S3_ENDPOINT: blankAsUnset(z.url({ protocol: /^https?$/ })),
    S3_REGION: blankAsUnset(z.string().regex(/^[a-z0-9-]+$/, 'e.g. ap-south-1')).transform(
      (value) => value ?? 'us-east-1',
    ),
    S3_BUCKET: blankAsUnset(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
        ),
    ),
    S3_ACCESS_KEY_ID: blankAsUnset(z.string().min(1)),
    S3_SECRET_ACCESS_KEY: blankAsUnset(z.string().min(1)),
    S3_PUBLIC_URL: blankAsUnset(z.url({ protocol: /^https?$/ })),
    S3_FORCE_PATH_STYLE: blankAsUnset(booleanFromEnv).transform((value) => value ?? true),
    RAZORPAY_KEY_ID: blankAsUnset(
      z.string().regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'e.g. rzp_live_…'),
    ),
    RAZORPAY_KEY_SECRET: blankAsUnset(z.string().min(8)),
    RAZORPAY_WEBHOOK_SECRET: blankAsUnset(z.string().min(8)),
    RAZORPAY_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.razorpay.com'),
    RAZORPAY_CHECKOUT_URL: z
      .url({ protocol: /^https?$/ })
      .default('https://checkout.razorpay.com/v1/checkout.js'),
    RAZORPAYX_KEY_ID: blankAsUnset(
      z.string().regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'e.g. rzp_live_…'),
    ),
    RAZORPAYX_KEY_SECRET: blankAsUnset(z.string().min(8)),
    RAZORPAYX_ACCOUNT_NUMBER: blankAsUnset(
      z.string().regex(/^[0-9]{9,20}$/, 'the RazorpayX account number (digits)'),
    ),
    RAZORPAYX_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.razorpay.com'),
    /** Retention periods other than the defaults, e.g. "LEADS=180,ABANDONED_CARTS=90" (0131). */
    RETENTION_DAYS: z
      .string()
      .default('')
      .transform((text, context) => {
        const days: Partial<Record<RetentionKind, number>> = {};
        for (const pair of text.split(',').filter((each) => each.trim())) {
          const [kind, value] = pair.split('=').map((each) => each.trim());
          const count = Number(value);
          if (!RETENTION_KINDS.includes(kind as RetentionKind) || !(count >= 1)) {
            context.addIssue({
              code: 'custom',
              message: `"${pair}": KIND=days, kinds ${RETENTION_KINDS.join(', ')}`,
            });
            return z.NEVER;
          }
          days[kind as RetentionKind] = Math.floor(count);
        }
        return days;
      }),
    /** How long an online order holds its stock waiting for the payment. */
    PAYMENT_WINDOW_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
    /** A request not answered in this time gets 503 with Retry-After (uploads get longer). */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
    /** Opening a database connection, or waiting for a free one, before a request gets 503. */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(5_000),
    /** PostgreSQL's statement_timeout (and idle-in-transaction timeout) for every connection. */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(1_000)
      .max(3_600_000)
      .default(60_000),
    /** Memory for the public catalogue reads' answers kept in each process (decision 0103). */
    CATALOGUE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
    /**
     * API processes sharing PORT on this machine (decision 0187): a number, or `auto` for one per
     * core. Above 1 only with DATABASE_URL: the embedded database opens in one process.
     */
    API_PROCESSES: z
      .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)])
      .default(1)
      .transform((value) => (value === 'auto' ? availableParallelism() : value)),
    /** Background jobs (payment expiry, refunds...) run in this process; false in API tests. */
    JOBS_ENABLED: booleanFromEnv.default(true),
    METRICS_TOKEN: blankAsUnset(z.string().min(16, 'must be at least 16 characters')),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' });
    }
    if (env.API_PROCESSES > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['API_PROCESSES'],
        message: 'above 1 needs DATABASE_URL: the embedded database opens in one process only',
      });
    }
    const adminFields = [env.ADMIN_USERNAME, env.ADMIN_EMAIL, env.ADMIN_PASSWORD];
    const given = adminFields.filter(Boolean).length;
    if (given > 0 && given < 3) {
      ctx.addIssue({
        code: 'custom',
        path: [
          env.ADMIN_USERNAME
            ? env.ADMIN_EMAIL
              ? 'ADMIN_PASSWORD'
              : 'ADMIN_EMAIL'
            : 'ADMIN_USERNAME',
        ],
        message: 'ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
    }
    const razorpayGiven = RAZORPAY_REQUIRED.some((name) => env[name]);
    for (const name of RAZORPAY_REQUIRED) {
      if (razorpayGiven && !env[name]) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `is required for online payment: ${RAZORPAY_REQUIRED.join(', ')} go together`,
        });
      }
    }
    const razorpayXGiven = RAZORPAYX_REQUIRED.some((name) => env[name]);
    for (const name of RAZORPAYX_REQUIRED) {
      if (razorpayXGiven && !env[name]) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `is required for RazorpayX payouts: ${RAZORPAYX_REQUIRED.join(', ')} go together`,
        });
      }
    }
    const s3Given = S3_REQUIRED.some((name) => env[name]) || Boolean(env.S3_PUBLIC_URL);
    for (const name of S3_REQUIRED) {
      if (s3Given && !env[name]) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `is required for S3 storage: ${S3_REQUIRED.join(', ')} go together`,
        });
      }
    }
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends StartupError {
  override name = 'ConfigError';
}

/** Parses the environment; a wrong value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
}

/** The dev outbox shows sent codes to anyone: never in production. */
export const isDevOutboxEnabled = (config: Config) => config.NODE_ENV !== 'production';

/** The bucket settings when uploads go to S3-compatible storage; undefined for the local folder. */
export function s3StorageOptions(config: Config) {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return undefined;
  return {
    endpoint: S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    publicUrl: config.S3_PUBLIC_URL,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/** Razorpay's settings when online payment is configured; undefined for cash on delivery only. */
export function razorpayOptions(config: Config) {
  const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET } = config;
  if (!RAZORPAY_KEY_ID || !RAZORPAY_KEY_SECRET || !RAZORPAY_WEBHOOK_SECRET) return undefined;
  return {
    keyId: RAZORPAY_KEY_ID,
    keySecret: RAZORPAY_KEY_SECRET,
    webhookSecret: RAZORPAY_WEBHOOK_SECRET,
    apiUrl: config.RAZORPAY_API_URL,
    checkoutUrl: config.RAZORPAY_CHECKOUT_URL,
  };
}

/** RazorpayX's settings when payouts go through it; undefined when finance records transfers. */
export function razorpayXOptions(config: Config) {
  const { RAZORPAYX_KEY_ID, RAZORPAYX_KEY_SECRET, RAZORPAYX_ACCOUNT_NUMBER } = config;
  if (!RAZORPAYX_KEY_ID || !RAZORPAYX_KEY_SECRET || !RAZORPAYX_ACCOUNT_NUMBER) return undefined;
  return {
    keyId: RAZORPAYX_KEY_ID,
    keySecret: RAZORPAYX_KEY_SECRET,
    accountNumber: RAZORPAYX_ACCOUNT_NUMBER,
    apiUrl: config.RAZORPAYX_API_URL,
  };
}

/** Embedded demo mode: no external database, so the first admin may get a generated password. */
export const isEmbeddedDatabase = (config: Config) => !config.DATABASE_URL;

/**
 * The demo business is told on the demo clock, which only the embedded database follows
 * (decision 0116): on by default there, never on PostgreSQL.
 */
export const isDemoBusinessWanted = (config: Config) =>
  isEmbeddedDatabase(config) && (config.SEED_DEMO_BUSINESS ?? config.SEED_DEMO_DATA ?? true);
