import { relativeTime } from '../utils/dates';

/**
 * Rewrites every `<time data-relative-time>` in the page in relative words ('3 days ago'), from the
 * visitor's clock: static pages are built once, and the wording must stay true. Runs when imported.
 */
for (const el of document.querySelectorAll<HTMLTimeElement>('time[data-relative-time]')) {
  const text = relativeTime(el.dateTime);
  if (text) el.textContent = text;
}
