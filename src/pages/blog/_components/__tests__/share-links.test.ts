import { describe, expect, it } from 'vitest';
import { shareByEmailHref, shareLinks } from '../share-links';

const url = 'https://www.psychgradsales.co.uk/blog/sales-&-psychology?ref=a b';
const title = 'Sales & Psychology: "Why" #1';
const u = encodeURIComponent(url);
const t = encodeURIComponent(title);

describe('shareLinks', () => {
  it.each([
    ['Twitter', `https://twitter.com/intent/tweet?url=${u}&text=${t}`],
    ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${u}`],
    ['LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${u}`],
  ])('%s shares the page with its address (and title) encoded', (label, href) => {
    expect(shareLinks(url, title).find((link) => link.label === label)?.href).toBe(href);
  });

  it('lists the three networks in the spec’s order', () => {
    expect(shareLinks(url, title).map((link) => link.label)).toEqual(['Twitter', 'Facebook', 'LinkedIn']);
  });

  it.each([
    ['plain', 'https://example.com/blog/a', 'A post', 'mailto:?subject=A%20post&body=A%20post%0A%0Ahttps%3A%2F%2Fexample.com%2Fblog%2Fa'],
    ['with characters a mail address reads', url, title, `mailto:?subject=${t}&body=${t}%0A%0A${u}`],
  ])('the email link, %s', (_name, pageUrl, pageTitle, href) => {
    expect(shareByEmailHref(pageUrl, pageTitle)).toBe(href);
  });
});
