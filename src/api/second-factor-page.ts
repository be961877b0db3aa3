import { escapeHtml } from '../utils/html';
import { htmlPage } from './html-page';
import { SECOND_FACTOR_TEXT } from '../texts/sign-in';

/** The page asking a browser without JavaScript for the sign-in code: its form posts to /api/auth/second-factor. */
export function secondFactorPage(): string {
  const t = SECOND_FACTOR_TEXT;
  return htmlPage({
    title: t.heading,
    style:
      'label{display:block;font-weight:600;margin-top:1rem}input{font:inherit;padding:.5rem;margin:.25rem 0}button{font:inherit;padding:.5rem 1rem}',
    body: `<h1>${escapeHtml(t.heading)}</h1>
<p>${escapeHtml(t.intro)}</p>
<form method="post" action="/api/auth/second-factor">
<label for="code">${escapeHtml(t.label)}</label>
<input id="code" name="code" type="text" inputmode="text" autocomplete="one-time-code" required maxlength="32" autofocus aria-describedby="code-hint">
<p id="code-hint">${escapeHtml(t.hint)}</p>
<button type="submit">${escapeHtml(t.submit)}</button>
</form>
<p><a href="/admin">${escapeHtml(t.startAgain)}</a></p>`,
  });
}
