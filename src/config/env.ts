import * as z from 'zod/mini';
import { DomainError } from '../errors/domain-error';

/** The environment as the process has it, or as a test gives it. */
export type EnvSource = Record<string, string | undefined>;

/** A variable that is set to something (blank counts as unset), trimmed. */
const text = z.optional(z.string().check(z.trim(), z.minLength(1)));
/** A variable that, when set, is an absolute URL. */
const url = z.optional(
  z.string().check(
    z.trim(),
    z.refine((value) => URL.canParse(value), 'must be an absolute URL (https://…)'),
  ),
);

/**
 * Every environment variable the app reads (docs/configuration.md), with its rule: the one place they are
 * read and checked. Readers of a feature's settings take them from here; a value that breaks its rule
 * is refused with the variable's name, never used half-right. Values are never quoted in the error.
 */
const envSchema = z.object({
  DATABASE_URL: text,
  DATABASE_DRIVER: z.optional(z.enum(['neon', 'pg'], 'must be neon or pg')),
  NEON_WS_PROXY: text,
  SITE_URL: url,
  SESSION_SECRET: z.optional(z.string()),
  RATE_LIMIT_SALT: text,
  BUILD_HOOK_URL: url,
  NETLIFY_DEPLOY_WEBHOOK_SECRET: text,
  NETLIFY_PURGE_API_TOKEN: text,
  SITE_ID: text,
  CDN_PURGE_API_URL: url,
  LINKEDIN_ACCESS_TOKEN: text,
  LINKEDIN_AUTHOR_URN: text,
  LINKEDIN_API_BASE: url,
  LINKEDIN_VERSION: text,
  SMTP_URL: url,
  MAIL_FROM: text,
  NOTIFY_TO: text,
  NETLIFY: text,
  CONTEXT: text,
  MIGRATE_THIS_CONTEXT: text,
  EMBEDDED_DATA_DIR: text,
});

export type AppEnv = z.output<typeof envSchema>;

/** A setting the operator must correct; the API answers 503 and logs which (never its value). */
export class ConfigurationError extends DomainError {
  constructor(problems: string[]) {
    super('not-configured', `Invalid environment: ${problems.join('; ')}`, {
      publicMessage: 'This service is not configured correctly. Please try again later.',
    });
  }
}

/**
 * The named variables of the app's environment, checked: ConfigurationError naming each that breaks its
 * rule. A feature reads only its own, so a mistyped mail relay never stops the job pages.
 */
export function readEnv<K extends keyof AppEnv>(names: readonly K[], source: EnvSource = process.env): Pick<AppEnv, K> {
  const values: Partial<AppEnv> = {};
  const problems: string[] = [];
  for (const name of names) {
    const raw = source[name];
    // Blank counts as unset; the secret keeps its exact bytes (its length is checked where it is used).
    if (raw === undefined || (name !== 'SESSION_SECRET' && !raw.trim())) continue;
    const result = z.safeParse(envSchema.shape[name], raw);
    if (result.success) Object.assign(values, { [name]: result.data });
    else problems.push(`${name} ${result.error.issues[0]?.message ?? 'is invalid'}`);
  }
  if (problems.length) throw new ConfigurationError(problems);
  return values as Pick<AppEnv, K>;
}
