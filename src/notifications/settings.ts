import { site } from '../config/site';

/** How mail is sent, from the environment (README, "Email"). */
export interface MailSettings {
  /** smtp(s)://user:pass@host:port of the relay; unset: email is off and messages are printed. */
  smtpUrl?: string;
  /** The From header. */
  from: string;
  /** Who hears of applications, enquiries and waiting comments (comma-separated addresses). */
  notifyTo: string;
  /** The site's origin, for links in the mails. */
  origin: string;
}

export function mailSettingsFromEnv(env: Record<string, string | undefined> = process.env): MailSettings {
  return {
    smtpUrl: env.SMTP_URL || undefined,
    from: env.MAIL_FROM || `"${site.name}" <${site.email}>`,
    notifyTo: env.NOTIFY_TO || site.email,
    origin: (env.SITE_URL || site.website).replace(/\/+$/, ''),
  };
}
