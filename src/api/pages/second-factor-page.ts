import { escapeHtml } from '../../utils/html';
import { buttonVariants } from '../../components/ui/button';
import { inputVariants, labelClass } from '../../components/ui/input';
import { htmlPage } from '../html-page';
import { SECOND_FACTOR_TEXT } from '../../texts/sign-in';

/** The page asking a browser without JavaScript for the sign-in code: its form posts to /api/auth/second-factor. */
export function secondFactorPage(): string {
  const t = SECOND_FACTOR_TEXT;
  return htmlPage({
    title: t.heading,
    body: `<h1>${escapeHtml(t.heading)}</h1>
<p>${escapeHtml(t.intro)}</p>
<form method="post" action="/api/auth/second-factor">
<label for="code" class="${labelClass}">${escapeHtml(t.label)}</label>
<input id="code" class="${inputVariants({ validated: false, className: 'mt-1 max-w-xs' })}" name="code" type="text" inputmode="text" autocomplete="one-time-code" required maxlength="32" autofocus aria-describedby="code-hint">
<p id="code-hint" class="mt-1 text-sm text-slate-600">${escapeHtml(t.hint)}</p>
<p><button type="submit" class="${buttonVariants({ focusRing: true })}">${escapeHtml(t.submit)}</button></p>
</form>
<p><a href="/admin">${escapeHtml(t.startAgain)}</a></p>`,
  });
}
