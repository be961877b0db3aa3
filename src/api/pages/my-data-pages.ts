import { buttonVariants } from '../../components/ui/button';
import { MY_LINK_PAGE, MY_LINK_SENT } from '../../texts/my-data';
import { escapeHtml } from '../../utils/html';
import { htmlPage } from '../html-page';

/** The pages the API writes for "My data" (docs/decisions/people.md): the link's Continue page, and what a request for a link is told. */

const page = (title: string, body: string) => htmlPage({ title, body });
const againLink = `<p><a href="/my">${escapeHtml(MY_LINK_PAGE.again)}</a></p>`;

/** A sign-in link's page: changes nothing; its Continue posts to the same address (mail scanners open links). */
export function signInLinkPage(action: string): string {
  const t = MY_LINK_PAGE;
  return page(
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.body)}</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit" class="${buttonVariants({ focusRing: true })}">${escapeHtml(t.continue)}</button></form>`,
  );
}

/** A link unknown, used or expired. */
export const invalidLinkPage = () =>
  page(
    MY_LINK_PAGE.invalidTitle,
    `<h1>${escapeHtml(MY_LINK_PAGE.invalidTitle)}</h1>\n<p>${escapeHtml(MY_LINK_PAGE.invalid)}</p>\n${againLink}`,
  );

/** Over the link pages' limit. */
export const tooManyLinkPage = (message: string) =>
  page(MY_LINK_PAGE.tooManyTitle, `<h1>${escapeHtml(MY_LINK_PAGE.tooManyTitle)}</h1>\n<p>${escapeHtml(message)}</p>`);

/** The answer to a native form's request for a link: the same for every address. */
export const linkSentPage = () =>
  page(MY_LINK_SENT.title, `<h1>${escapeHtml(MY_LINK_SENT.title)}</h1>\n<p>${escapeHtml(MY_LINK_SENT.body)}</p>\n${againLink}`);
