/**
 * Turns a message's content (src/texts/emails.ts, where every word of it is written) into the
 * plain-text and HTML bodies. Nothing here is read by a person: the HTML is one narrow column with
 * inline styles (mail clients drop style sheets), readable on a phone; every value is escaped.
 */
import type { Link, MailContent, Paragraph } from '../texts/mail-content';
import { escapeHtml } from '../utils/html';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A link in plain text: its text, then the address unless the text already says it (a URL, or a mailto's address). */
const linkText = (link: Link) =>
  link.href === link.text || link.href === `mailto:${link.text}` ? link.text : `${link.text} (${link.href})`;
const paragraphText = (p: Paragraph) => p.map((part) => (typeof part === 'string' ? part : linkText(part))).join('');

const multiline = (value: string) => escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>');
const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const anchor = (link: Link) =>
  `<a href="${escapeHtml(link.href)}" style="color:#3730a3;text-decoration:underline">${escapeHtml(link.text)}</a>`;
const paragraphHtml = (p: Paragraph) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${p.map((part) => (typeof part === 'string' ? multiline(part) : anchor(part))).join('')}</p>`;

/** The plain-text body: paragraphs separated by blank lines, fields as 'Label: value', links in full. */
export function renderText(mail: MailContent): string {
  const blocks: string[] = [mail.heading, ...mail.paragraphs.map(paragraphText)];
  if (mail.fields?.length) blocks.push(mail.fields.map(([label, value]) => `${label}: ${value}`).join('\n'));
  if (mail.quote)
    blocks.push(
      mail.quote
        .split(/\r\n|\r|\n/)
        .map((line) => `> ${line}`)
        .join('\n'),
    );
  if (mail.items?.length) blocks.push(mail.items.map((item) => `- ${item}`).join('\n'));
  // A listing: its link's text, its details, then the address alone on a line (mail clients make it a link).
  blocks.push(...(mail.listings ?? []).map(({ link, details }) => [link.text, ...details, link.href].join('\n')));
  if (mail.action) blocks.push(`${mail.action.text}: ${mail.action.href}`);
  blocks.push(...(mail.closing ?? []).map(paragraphText));
  blocks.push(['--', ...mail.footer].join('\n'));
  return `${blocks.join('\n\n')}\n`;
}

/** The HTML body: one column at most 600 px wide that narrows with the screen. */
export function renderHtml(mail: MailContent): string {
  const parts: string[] = [`<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#0f172a">${escapeHtml(mail.heading)}</h1>`];
  parts.push(...mail.paragraphs.map((p) => paragraphHtml(p)));
  if (mail.fields?.length) {
    const rows = mail.fields
      .map(
        ([label, value]) =>
          `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;font-size:14px;color:#475569;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0;font-size:15px;color:#0f172a;word-break:break-word">${multiline(value)}</td></tr>`,
      )
      .join('');
    parts.push(
      `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;width:100%">${rows}</table>`,
    );
  }
  if (mail.quote)
    parts.push(
      `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #c7d2fe;background:#f8fafc;font-size:15px;line-height:1.5;color:#0f172a;word-break:break-word">${multiline(mail.quote)}</blockquote>`,
    );
  if (mail.items?.length)
    parts.push(
      `<ul style="margin:0 0 16px;padding-left:20px;font-size:15px;line-height:1.5">${mail.items.map((item) => `<li style="margin:0 0 8px">${multiline(item)}</li>`).join('')}</ul>`,
    );
  if (mail.listings?.length)
    parts.push(
      mail.listings
        .map(
          ({ link, details }) =>
            `<p style="margin:0 0 16px;padding:12px 0 0;border-top:1px solid #e2e8f0;font-size:15px;line-height:1.5;color:#334155"><a href="${escapeHtml(link.href)}" style="color:#3730a3;font-size:17px;font-weight:600">${escapeHtml(link.text)}</a>${details.map((line) => `<br>${escapeHtml(line)}`).join('')}</p>`,
        )
        .join(''),
    );
  if (mail.action) {
    parts.push(
      `<p style="margin:24px 0"><a href="${escapeHtml(mail.action.href)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#3730a3;color:#ffffff;font-weight:600;font-size:16px;text-decoration:none">${escapeHtml(mail.action.text)}</a></p>`,
    );
  }
  parts.push(...(mail.closing ?? []).map((p) => paragraphHtml(p)));
  const footer = mail.footer.map((line) => escapeHtml(line)).join('<br>');
  return [
    '<!doctype html>',
    '<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(mail.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f1f5f9;${FONT};color:#0f172a">`,
    '<div style="max-width:600px;margin:0 auto;padding:24px 16px">',
    `<div style="background:#ffffff;border-radius:8px;padding:24px">${parts.join('')}</div>`,
    `<p style="margin:16px 0 0;font-size:13px;line-height:1.5;color:#475569">${footer}</p>`,
    '</div></body></html>',
  ].join('');
}

/** Both bodies and the subject. */
export function renderMail(mail: MailContent): RenderedMail {
  return { subject: mail.subject, text: renderText(mail), html: renderHtml(mail) };
}
