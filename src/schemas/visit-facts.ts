import type { DeviceClass } from '../config/choices';

/**
 * What a page view and an attribution say about a visit, read from the browser's own facts (pure: the
 * caller passes them in). Shared by the page's script and the API, which normalises what it is sent again.
 */

/** Longest path, host or tag kept: longer ones are cut, so junk cannot make wide rows. */
export const VISIT_TEXT_MAX = 200;

/** Viewport widths (CSS pixels) from which a view counts as a tablet, then a desktop: Tailwind's sm and lg. */
const TABLET_FROM = 640;
const DESKTOP_FROM = 1024;

export function deviceClass(viewportWidth: number): DeviceClass {
  return viewportWidth >= DESKTOP_FROM ? 'desktop' : viewportWidth >= TABLET_FROM ? 'tablet' : 'mobile';
}

/**
 * A page's path as the dashboard names it: '/jobs/7.html', '/jobs/7/' and '/jobs/7' are one page (the
 * site is built as files and served without '.html'), '/index' is '/'. Lower-case: the site's addresses are.
 */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0]!.toLowerCase().slice(0, VISIT_TEXT_MAX);
  const trimmed = bare
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/(.)\/+$/, '$1');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The host of another site that linked here, or '' for none, this site's own pages, or an unreadable referrer. */
export function referrerHost(referrer: string, ownHost: string): string {
  try {
    const { host, protocol } = new URL(referrer);
    return protocol.startsWith('http') && host !== ownHost ? host.toLowerCase().slice(0, VISIT_TEXT_MAX) : '';
  } catch {
    return '';
  }
}

/** The visit's UTM tags ('' when absent), as the address carries them. */
export function utmTags(search: string) {
  const params = new URLSearchParams(search);
  const tag = (name: string) => (params.get(`utm_${name}`) ?? '').trim().toLowerCase().slice(0, VISIT_TEXT_MAX);
  return { utmSource: tag('source'), utmMedium: tag('medium'), utmCampaign: tag('campaign') };
}

/** Where a visit came from: its landing page, the linking site and its UTM tags. */
export interface Attribution {
  landingPath: string;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

/** The attribution's fields, by name: a plain form's hidden inputs and the API's columns. */
export const ATTRIBUTION_FIELDS = ['landingPath', 'referrerHost', 'utmSource', 'utmMedium', 'utmCampaign'] as const satisfies ReadonlyArray<
  keyof Attribution
>;

/** One page view as the beacon sends it. */
export interface PageView {
  path: string;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  device: DeviceClass;
}

/** The page view of the page a browser shows. */
export function pageView(place: Pick<Location, 'pathname' | 'search' | 'host'>, referrer: string, viewportWidth: number): PageView {
  return {
    path: normalisePath(place.pathname),
    referrerHost: referrerHost(referrer, place.host),
    ...utmTags(place.search),
    device: deviceClass(viewportWidth),
  };
}
