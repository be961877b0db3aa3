import { buttonVariants } from '../../components/ui/button';
import { RENEWAL_LINK } from '../../people/renewal';
import { RENEWAL_PAGES } from '../../texts/registration';
import { formatDate } from '../../utils/dates';
import { escapeHtml } from '../../utils/html';
import { htmlPage } from '../html-page';

/** The keep-my-details renewal pages (docs/decisions/people.md): the question with its button, and the answers. */

const page = (title: string, body: string) => htmlPage({ title, body: `<h1>${escapeHtml(title)}</h1>\n${body}` });

/** A page that says one thing. */
export const renewalMessagePage = (title: string, text: string, registerLink = false) =>
  page(title, `<p>${escapeHtml(text)}</p>${registerLink ? `\n<p><a href="/register">${escapeHtml(RENEWAL_PAGES.register)}</a></p>` : ''}`);

/** The link's page: when keeping ends, and one button (mail scanners follow links; only the POST renews). */
export function renewPage(token: string, expiresAt: Date): string {
  const r = RENEWAL_PAGES.renew;
  return page(
    r.title,
    `<p>${escapeHtml(r.body(formatDate(expiresAt, 'long')))}</p>
<p>${escapeHtml(r.question)}</p>
<form method="post" action="${RENEWAL_LINK}?token=${encodeURIComponent(token)}"><button type="submit" class="${buttonVariants({ focusRing: true })}">${escapeHtml(r.button)}</button></form>`,
  );
}

/** Renewed: until when. */
export const renewedPage = (until: Date) =>
  renewalMessagePage(RENEWAL_PAGES.renewed.title, RENEWAL_PAGES.renewed.body(formatDate(until, 'long')));

/** An unknown, used or ended link. */
export const invalidRenewalPage = () => renewalMessagePage(RENEWAL_PAGES.invalid.title, RENEWAL_PAGES.invalid.body, true);
