import { site } from '../config/site';
import { readEnv, type EnvSource } from '../config/env';
import { siteOrigin } from '../config/site-origin';
import { isLoopbackHost } from '../utils/web-address';
import { isSingleAddress } from './header-text';

/** How mail is sent, from the environment (docs/decisions/email.md). */
export interface MailSettings {
  /** smtp(s)://user:pass@host:port of the relay; unset: email is off and messages are printed. */
  smtpUrl?: string;
  /** The From header. */
  from: string;
  /** Who hears of applications, enquiries and waiting comments (comma-separated addresses). */
  notifyTo: string;
  /** The site's origin, for links in the mails. */
  origin: string;
  /**
   * With email off, whether a message is printed whole: only with the database on this machine (a local
   * try-out, the embedded database). Elsewhere (a deployment that lacks SMTP_URL) only which message it
   * was: function logs outlive the retention rules and no erasure reaches them, so no applicant's details go there.
   */
  printMessages: boolean;
}

/**
 * What is wrong with the mail settings, for the dashboard: a mistake here fails every send, and would
 * otherwise show only as messages waiting, their reason hours later (after the last retry).
 */
export function mailSettingsProblems(settings: MailSettings): string[] {
  const problems: string[] = [];
  if (settings.smtpUrl !== undefined) {
    const url = URL.canParse(settings.smtpUrl) ? new URL(settings.smtpUrl) : undefined;
    if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
      problems.push(
        'SMTP_URL is not an smtp:// or smtps:// address with a host (e.g. smtps://user:password@smtp.example.com:465), so no email can be sent.',
      );
    }
  }
  // As mailHeaders (transport.ts) reads it: comma-separated, each a bare address.
  const unusable = settings.notifyTo
    .split(',')
    .map((address) => address.trim())
    .filter((address) => !isSingleAddress(address));
  if (unusable.length) {
    problems.push(
      `NOTIFY_TO must be plain email addresses separated by commas (no names or angle brackets); ${unusable.map((a) => JSON.stringify(a)).join(', ')} cannot be mailed.`,
    );
  }
  return problems;
}

/** Whether the database is on this machine (unset: the embedded one). */
function isLocalDatabase(url: string | undefined): boolean {
  if (!url) return true;
  try {
    return isLoopbackHost(new URL(url).hostname);
  } catch {
    return false;
  }
}

export function mailSettingsFromEnv(env: EnvSource = process.env): MailSettings {
  const { SMTP_URL, MAIL_FROM, NOTIFY_TO, DATABASE_URL } = readEnv(['SMTP_URL', 'MAIL_FROM', 'NOTIFY_TO', 'DATABASE_URL'], env);
  return {
    smtpUrl: SMTP_URL,
    from: MAIL_FROM || `"${site.name}" <${site.email}>`,
    notifyTo: NOTIFY_TO || site.email,
    origin: siteOrigin(env),
    printMessages: isLocalDatabase(DATABASE_URL),
  };
}
