import type { Transporter } from 'nodemailer';
import { headerAddress, headerText } from './header-text';
import type { OutboxMessage } from './outbox';
import type { MailSettings } from './settings';
import { isConsultantMail } from './templates';

/** Sends one outbox message, or throws why it could not. */
export interface Mailer {
  /** False when email is off (no SMTP_URL): messages are printed instead. */
  enabled: boolean;
  send(message: OutboxMessage): Promise<void>;
}

/** Transport timeouts: a send gives up well inside the outbox's claim lease and a scheduled run's 30 s. */
const TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 };

/** One transport per relay address, reused by a warm function. */
const transports = new Map<string, Transporter>();

async function transportFor(smtpUrl: string): Promise<Transporter> {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    // Loaded on the first send, so the routes that only queue mail never load the mail client.
    // Both are CommonJS: their module.exports is the default export, bundled or not.
    const [{ default: nodemailer }, { default: shared }] = await Promise.all([
      import('nodemailer'),
      import('nodemailer/lib/shared/index.js'),
    ]);
    // Parsed here, not passed as `url`: given a url, nodemailer builds the options from it alone and
    // drops every other key (the timeouts would be its defaults, a 30 s wait for a silent relay's greeting).
    transport = nodemailer.createTransport({
      ...shared.parseConnectionUrl(smtpUrl),
      ...TIMEOUTS,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/**
 * The headers of a message, built so that nothing a visitor typed can add one: the subject is one
 * line of text, and every address is a bare address checked to be exactly one (the CR/LF and
 * control characters of a hostile name never reach a header; nodemailer encodes the rest).
 */
export function mailHeaders(
  message: Pick<OutboxMessage, 'recipient' | 'replyTo' | 'subject'> & Partial<Pick<OutboxMessage, 'headers'>>,
  from: string,
) {
  return {
    from: headerText(from),
    to: message.recipient.split(',').map((address) => headerAddress(address.trim())),
    replyTo: message.replyTo ? headerAddress(message.replyTo) : undefined,
    subject: headerText(message.subject),
    // Written by the site itself (List-Unsubscribe), still made one line each.
    headers: message.headers
      ? Object.fromEntries(Object.entries(message.headers).map(([name, value]) => [name, headerText(value)]))
      : undefined,
  };
}

/** The mailer the settings ask for: SMTP through the relay, or (no SMTP_URL) the console. */
export function createMailer(settings: MailSettings): Mailer {
  const { smtpUrl } = settings;
  // The consultant's mail goes to NOTIFY_TO as it is now (templates.ts).
  const addressed = (message: OutboxMessage): OutboxMessage =>
    isConsultantMail(message.template) ? { ...message, recipient: settings.notifyTo } : message;
  if (!smtpUrl) {
    return {
      enabled: false,
      async send(queued) {
        const message = addressed(queued);
        if (!settings.printMessages) {
          console.info(`[mail] Email is off (SMTP_URL is not set); message ${message.id} (${message.template}) was not sent.`);
          return;
        }
        const headers = mailHeaders(message, settings.from);
        console.info(
          `[mail] Email is off (SMTP_URL is not set); this message would have been sent:\n` +
            `To: ${headers.to.join(', ')}${headers.replyTo ? `\nReply-To: ${headers.replyTo}` : ''}\nSubject: ${headers.subject}\n\n${message.text}`,
        );
      },
    };
  }
  return {
    enabled: true,
    async send(queued) {
      const message = addressed(queued);
      await (
        await transportFor(smtpUrl)
      ).sendMail({
        ...mailHeaders(message, settings.from),
        text: message.text,
        html: message.html,
        attachments: message.attachments ?? undefined,
      });
    },
  };
}
