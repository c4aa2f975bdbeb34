// The one place that reads process.env. Validated with Zod; an invalid value stops the server with one
// line naming the variable (see formatConfigError) and exit code 1.
import { z } from 'zod';
import { SIGN_IN_IP_LIMIT } from '#app/domain/staff-access/policy';
import { smtpUrlSecurity } from '#app/domain/settings/smtp-security';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Express `trust proxy`: false (the default: the socket's address, which no client can choose), a hop
   * count, or the proxies' addresses/ranges (`loopback`, `10.0.0.0/8`, …). See README "Running behind a
   * reverse proxy" for the safe setups.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine(
      (value) => /^(true|false|\d{1,2}|[A-Za-z0-9.:/, ]+)$/.test(value),
      'must be false, a hop count or a list of proxy addresses',
    ),
  DEMO_DATA: booleanString.default(true),
  /** Staff sign-in attempts per client address in 5 minutes. */
  SIGN_IN_IP_LIMIT: z.coerce.number().int().min(1).max(100_000).default(SIGN_IN_IP_LIMIT.max),
  /** Online bookings per client address in 15 minutes (0 = no limit, e.g. for load tests). */
  BOOKING_RATE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(20),
  OWNER_EMAIL: z.email().default('inhaber@musterfirma-krankenfahrten.example'),
  /** Only for automated tests: the owner's first password instead of a printed one-time password. */
  OWNER_INITIAL_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  /** smtps:// = implicit TLS; smtp:// = STARTTLS required, unless `?tls=none` (unencrypted, explicitly). */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/ })
    .refine(
      (value) => smtpUrlSecurity(new URL(value)) !== null,
      'tls must be starttls or none (smtp://) or tls (smtps://)',
    )
    .optional(),
  GOOGLE_MAPS_BROWSER_KEY: z.string().min(1).optional(),
  GOOGLE_CALENDAR_ID: z.string().min(1).optional(),
  GOOGLE_SERVICE_ACCOUNT_JSON: z.string().min(1).optional(),
});

export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string };

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    readonly reason: string,
  ) {
    super(`Invalid configuration: ${variable} ${reason}`);
    this.name = 'ConfigError';
  }
}

/** Parses an environment (process.env by default); throws ConfigError naming the first bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings (e.g. `PORT=` in a .env file) mean "not set".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    const got = cleaned[variable];
    const shown =
      variable === 'APP_SECRET' || variable === 'OWNER_INITIAL_PASSWORD' || got === undefined ? '' : ` (got "${got}")`;
    throw new ConfigError(variable, `${issue.message.toLowerCase()}${shown}`);
  }
  const env = result.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return { ...env, PUBLIC_URL: publicUrl };
}
