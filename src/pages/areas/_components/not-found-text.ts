/** What a visitor is told for a city the site has no page for (spec 2). */
export const CITY_NOT_FOUND_TEXT = {
  title: 'Location Not Found',
  description: "We're sorry, but we don't have information for this location yet.",
  /** The page's meta description. */
  pageDescription: "We don't have information for this location yet.",
} as const;
