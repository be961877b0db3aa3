/**
 * The honeypot field of the forms written as HTML (the job alert sign-up, the no-JavaScript comments
 * page): off-screen and hidden from assistive technology, so only a bot fills it. Classes rather than a
 * style attribute: the pages the API writes allow no inline style.
 */
export const honeypotHtml = () =>
  '<div aria-hidden="true" class="absolute -left-[10000px] size-px overflow-hidden"><label>Website <input type="text" name="website" tabindex="-1" autocomplete="off"></label></div>';
