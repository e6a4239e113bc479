import { join, resolve } from 'node:path';
import { z } from 'zod';
import { defaultSiteConfig, type SiteConfig } from '@shared/site-config';
import { DEFAULT_CASE_LIMITS, type CaseLimits } from '@shared/contracts/cases';
import { decodeEncryptionKey } from './platform/auth/secret-box';
import { DEFAULT_METRICS_ALLOW, parseAddressList } from './platform/metrics/metrics-access';

/** Where the build writes the embedded database template (see db/embedded-template). */
export const EMBEDDED_TEMPLATE_PATH = 'dist/pglite-template';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be true or false',
  })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/** Roles that may be made to use two-step sign-in (MFA_REQUIRED_ROLES); admins always are. */
export const mfaRoles = ['admin', 'editor', 'partner'] as const;
export type MfaRole = (typeof mfaRoles)[number];

const mfaRolesList = z.string().transform((value, context) => {
  const listed = value.split(',').map((role) => role.trim().toLowerCase());
  const known = listed.filter((role): role is MfaRole =>
    (mfaRoles as readonly string[]).includes(role),
  );
  if (known.length !== listed.length || !known.includes('admin')) {
    context.issues.push({
      code: 'custom',
      input: value,
      message: 'must be a comma-separated list of admin, editor, partner that includes admin',
    });
    return z.NEVER;
  }
  return [...new Set(known)];
});

const addressList = z.string().transform((value, context) => {
  const parsed = parseAddressList(value);
  if ('invalid' in parsed) {
    context.issues.push({
      code: 'custom',
      input: value,
      message: `"${parsed.invalid}" is not an IP address or range; give a comma-separated list such as 127.0.0.1/32,10.0.0.0/8,::1 (or none)`,
    });
    return z.NEVER;
  }
  return parsed.entries;
});

/** DATA_DIR must have this much free space for the service to start (MIN_FREE_DISK_MB). */
export const DEFAULT_MIN_FREE_DISK_MB = 200;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url({ error: 'must be a full URL such as https://example.org' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('TRA <no-reply@tra-advocates.example>'),
  SUPPORT_EMAIL: z
    .email({ error: 'must be an e-mail address' })
    .default(defaultSiteConfig.supportEmail),
  SUPPORT_PHONE_PRIMARY: z.string().min(1).default(defaultSiteConfig.supportPhonePrimary),
  SUPPORT_PHONE_SECONDARY: z.string().min(1).default(defaultSiteConfig.supportPhoneSecondary),
  OFFICE_HOURS: z.string().min(1).default(defaultSiteConfig.officeHours),
  OFFICE_HOURS_ES: z.string().min(1).default(defaultSiteConfig.officeHoursEs),
  DONATION_URL: z.url({ error: 'must be a full URL' }).default(defaultSiteConfig.donationUrl),
  DEMO_DATA: booleanFlag.optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  FORM_RATE_LIMIT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(10),
  OPEN_CASES_LIMIT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(DEFAULT_CASE_LIMITS.openCases),
  NEW_CASES_PER_HOUR: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(DEFAULT_CASE_LIMITS.newPerHour),
  TRUST_PROXY: booleanFlag.default(false),
  STORAGE_DRIVER: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  FILE_URL_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ error: 'must be a full URL such as https://s3.example.com' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  SITE_NAME: z.string().trim().min(1).max(60).default('Timeshare Resolution Advocates'),
  MFA_REQUIRED_ROLES: mfaRolesList.default(['admin']),
  MFA_ENCRYPTION_KEY: z
    .string()
    .refine((value) => decodeEncryptionKey(value) !== undefined, {
      error: 'must be 32 bytes written as 64 hex digits or in base64/base64url',
    })
    .optional(),
  METRICS_ALLOW: addressList.default(DEFAULT_METRICS_ALLOW),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  MIN_FREE_DISK_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .default(DEFAULT_MIN_FREE_DISK_MB),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_EVERY: z
    .string()
    .regex(/^[1-9][0-9]*[mhd]$/, 'must be a whole number followed by m, h or d, such as 12h or 1d')
    .default('1d'),
  BACKUP_KEEP: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(14),
});

const DURATION_UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** "12h" as milliseconds; the schema has already checked the form. */
function durationMs(text: string): number {
  const unit = text.slice(-1) as keyof typeof DURATION_UNIT_MS;
  return Number.parseInt(text.slice(0, -1), 10) * DURATION_UNIT_MS[unit];
}

export interface BackupConfig {
  /** Where archives are written (BACKUP_DIR, default DATA_DIR/backups). */
  dir: string;
  /** Time between scheduled backups (BACKUP_EVERY). */
  everyMs: number;
  /** Archives kept; older ones are deleted after a successful backup (BACKUP_KEEP). */
  keep: number;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded database under dataDir is used. */
  databaseUrl?: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  site: SiteConfig;
  demoData: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Public-form submissions allowed per IP address and form in each 15-minute window. */
  formRateLimit: number;
  /** Open cases per client, and cases a client may open in an hour. */
  caseLimits: CaseLimits;
  trustProxy: boolean;
  /** Directory holding the built client; absent in API-only test apps. */
  clientDir?: string;
  /** An empty migrated embedded database a new DATA_DIR starts from, when the build made one. */
  embeddedTemplate?: string;
  /** How often the job worker looks for due work, in milliseconds. */
  jobPollIntervalMs: number;
  /** Base of the exponential retry delay for failed jobs, in milliseconds. */
  jobRetryBaseMs: number;
  storage: StorageConfig;
  /**
   * Signs links in e-mails that work without a sign-in (the guide digest's unsubscribe link);
   * when absent one is generated and kept in DATA_DIR.
   */
  linkSecret?: string;
  /** The service's name where people see it outside our pages (their authenticator app). */
  siteName: string;
  /** Roles whose sign-in must use a second step (decision 020); always includes admin. */
  mfaRequiredRoles: readonly MfaRole[];
  /**
   * Encrypts two-step sign-in secrets at rest; when absent one is generated and kept in
   * DATA_DIR (processes that do not share DATA_DIR must be given the same key).
   */
  mfaEncryptionKey?: string;
  /** Who may read /metrics: addresses and ranges, or anyone with the bearer token (decision 024). */
  metrics: { allow: readonly string[]; token?: string };
  /** The service does not start with less free space than this under DATA_DIR, in megabytes. */
  minFreeDiskMb: number;
  backups: BackupConfig;
}

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, ...); AWS when absent. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** Where uploaded documents live: local disk under DATA_DIR/uploads, or an S3 bucket. */
export type StorageConfig =
  | {
      driver: 'local';
      /** Signs upload addresses; when absent one is generated and kept in DATA_DIR. */
      urlSecret?: string;
    }
  | { driver: 's3'; s3: S3StorageConfig };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = issue.path.join('.');
    throw new ConfigError(`Invalid ${variable}=${JSON.stringify(env[variable])}: ${issue.message}`);
  }
  const values = parsed.data;
  if (values.STORAGE_DRIVER === 's3' && !values.S3_BUCKET) {
    throw new ConfigError('Invalid S3_BUCKET=undefined: is required when STORAGE_DRIVER=s3');
  }
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir: resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    site: {
      supportEmail: values.SUPPORT_EMAIL,
      supportPhonePrimary: values.SUPPORT_PHONE_PRIMARY,
      supportPhoneSecondary: values.SUPPORT_PHONE_SECONDARY,
      officeHours: values.OFFICE_HOURS,
      officeHoursEs: values.OFFICE_HOURS_ES,
      donationUrl: values.DONATION_URL,
    },
    demoData: values.DEMO_DATA ?? !values.DATABASE_URL,
    logLevel: values.LOG_LEVEL,
    formRateLimit: values.FORM_RATE_LIMIT,
    caseLimits: { openCases: values.OPEN_CASES_LIMIT, newPerHour: values.NEW_CASES_PER_HOUR },
    trustProxy: values.TRUST_PROXY,
    clientDir: resolve('dist/client'),
    embeddedTemplate: resolve(EMBEDDED_TEMPLATE_PATH),
    jobPollIntervalMs: 1000,
    jobRetryBaseMs: 5000,
    storage:
      values.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            s3: {
              bucket: values.S3_BUCKET!,
              region: values.S3_REGION,
              endpoint: values.S3_ENDPOINT,
              accessKeyId: values.S3_ACCESS_KEY_ID,
              secretAccessKey: values.S3_SECRET_ACCESS_KEY,
              forcePathStyle: values.S3_FORCE_PATH_STYLE,
            },
          }
        : { driver: 'local', urlSecret: values.FILE_URL_SECRET },
    linkSecret: values.LINK_SECRET,
    siteName: values.SITE_NAME,
    mfaRequiredRoles: values.MFA_REQUIRED_ROLES,
    mfaEncryptionKey: values.MFA_ENCRYPTION_KEY,
    metrics: { allow: values.METRICS_ALLOW, token: values.METRICS_TOKEN },
    minFreeDiskMb: values.MIN_FREE_DISK_MB,
    backups: {
      dir: resolve(values.BACKUP_DIR ?? join(values.DATA_DIR, 'backups')),
      everyMs: durationMs(values.BACKUP_EVERY),
      keep: values.BACKUP_KEEP,
    },
  };
}
