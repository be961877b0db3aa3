import { escapeXml } from '../utils/xml';

export interface FeedItem {
  title: string;
  slug: string;
  category: string;
  author: string;
  description: string;
  publishedAt: Date;
}

export interface FeedChannel {
  title: string;
  description: string;
  /** The site's origin, e.g. https://www.example.co.uk */
  origin: string | URL;
}

/** An RSS 2.0 document of published posts (newest first, as given), with an atom:link to itself. */
export function rssFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  const at = (path: string) => escapeXml(new URL(path, channel.origin).href);
  const lastBuild = items[0]?.publishedAt ?? new Date();
  const entries = items
    .map((item) =>
      [
        '    <item>',
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${at(`/blog/${item.slug}`)}</link>`,
        `      <guid isPermaLink="true">${at(`/blog/${item.slug}`)}</guid>`,
        `      <pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>`,
        `      <dc:creator>${escapeXml(item.author)}</dc:creator>`,
        `      <category>${escapeXml(item.category)}</category>`,
        `      <description>${escapeXml(item.description)}</description>`,
        '    </item>',
      ].join('\n'),
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${at('/blog')}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>en-gb</language>
    <lastBuildDate>${new Date(lastBuild).toUTCString()}</lastBuildDate>
    <atom:link href="${at('/rss.xml')}" rel="self" type="application/rss+xml" />
${entries}
  </channel>
</rss>
`;
}
