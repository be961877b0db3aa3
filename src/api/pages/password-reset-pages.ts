import { RESET_LINK_PATH } from '../../auth/password-reset';
import type { reviewFactors } from '../../auth/factors/post-reset';
import { MIN_PASSWORD_LENGTH } from '../../auth/password-policy';
import { buttonVariants } from '../../components/ui/button';
import { inputVariants, labelClass } from '../../components/ui/input';
import { PASSWORD_RESET_TEXT } from '../../texts/security';
import { formatDate } from '../../utils/dates';
import { escapeHtml } from '../../utils/html';
import { htmlPage } from '../html-page';

/** The pages of a password reset: the link's new-password form, what happened, and the review of the account's factors. */

const T = PASSWORD_RESET_TEXT;
const FIELD = inputVariants({ className: 'mt-1 max-w-md' });
type ReviewedFactors = Awaited<ReturnType<typeof reviewFactors>>;

/** A page of the reset, its title as its heading. */
export const resetPage = (title: string, body: string) => htmlPage({ title, body: `<h1>${escapeHtml(title)}</h1>\n${body}` });

/** The way back to the sign-in screen that ends each of them. */
export const signInLink = `<p><a href="/admin">${escapeHtml(T.signIn)}</a></p>`;

/** The new-password form; the account's address rides along, hidden, for password managers. */
export function chooseForm(token: string, email: string, problems: string[] = []): string {
  const c = T.choose;
  const problemList = problems.length
    ? `<div id="password-problems" class="font-semibold text-red-800" role="alert"><p>${escapeHtml(T.refused)}:</p><ul>${problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul></div>\n`
    : '';
  const described = problems.length ? 'password-hint password-problems' : 'password-hint';
  return `<p>${escapeHtml(c.intro)}</p>
${problemList}<form method="post" action="${RESET_LINK_PATH}?token=${encodeURIComponent(token)}">
<input type="email" name="username" value="${escapeHtml(email)}" autocomplete="username" readonly hidden>
<label for="password" class="${labelClass}">${escapeHtml(T.labels.password)}</label>
<input id="password" class="${FIELD}" name="password" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}" aria-describedby="${described}">
<p id="password-hint" class="mt-1 text-sm text-slate-600">${escapeHtml(c.hint)}</p>
<label for="confirm" class="${labelClass}">${escapeHtml(T.labels.confirm)}</label>
<input id="confirm" class="${FIELD}" name="confirm" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}">
<p><button type="submit" class="${buttonVariants({ focusRing: true })}">${escapeHtml(c.save)}</button></p>
</form>`;
}

const R = T.review;

/** The reset's last part: the account's passkeys and app, each with a form that removes it (no JavaScript needed). */
export function reviewSectionHtml(grant: string, { passkeys, totpSince }: ReviewedFactors, message = ''): string {
  const hidden = `<input type="hidden" name="grant" value="${escapeHtml(grant)}">`;
  const action = `${RESET_LINK_PATH}/factors`;
  const notice = message
    ? `<p role="status" class="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2">${escapeHtml(message)}</p>\n`
    : '';
  const items = passkeys
    .map(
      (
        p,
      ) => `<li><form method="post" action="${action}" class="my-2 flex flex-wrap items-center gap-2">${hidden}<input type="hidden" name="passkey" value="${escapeHtml(p.id)}">
<span>${escapeHtml(R.passkey(p.name, formatDate(p.createdAt, 'withTime'), p.lastUsedAt && formatDate(p.lastUsedAt, 'withTime')))}</span>
<button type="submit" class="${buttonVariants({ variant: 'destructive', size: 'sm', focusRing: true })}" aria-label="${escapeHtml(R.removeLabel(p.name))}">${escapeHtml(R.remove)}</button></form></li>`,
    )
    .join('\n');
  const passkeyPart = passkeys.length
    ? `<h3>${escapeHtml(R.passkeys)}</h3>\n<ul class="list-none p-0" aria-label="${escapeHtml(R.passkeys)}">\n${items}\n</ul>\n`
    : '';
  const appPart = totpSince
    ? `<h3>${escapeHtml(R.app)}</h3>
<p>${escapeHtml(R.appOn(formatDate(totpSince, 'withTime')))}</p>
<form method="post" action="${action}" class="my-6">${hidden}<input type="hidden" name="totp" value="remove">
<p class="mt-1 text-sm text-slate-600" id="app-code-hint">${escapeHtml(R.appCode)}</p>
<label for="app-code" class="${labelClass}">${escapeHtml(R.codeLabel)}</label>
<input id="app-code" class="${FIELD}" name="code" autocomplete="one-time-code" required maxlength="32" aria-describedby="app-code-hint">
<p><button type="submit" class="${buttonVariants({ variant: 'destructive', focusRing: true })}">${escapeHtml(R.removeApp)}</button></p></form>\n`
    : '';
  const body = passkeys.length || totpSince ? `<p>${escapeHtml(R.intro)}</p>\n${passkeyPart}${appPart}` : `<p>${escapeHtml(R.none)}</p>\n`;
  return `<section aria-labelledby="review-heading">\n<h2 id="review-heading">${escapeHtml(R.heading)}</h2>\n${notice}${body}</section>\n`;
}
