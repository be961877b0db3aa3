/**
 * The first `max` characters of text, counted as Unicode code points: a cut never splits an emoji or
 * another character outside the Basic Multilingual Plane into half a surrogate pair (shown as '�').
 */
export function firstCharacters(text: string, max: number): string {
  if (text.length <= max) return text;
  return Array.from(text).slice(0, max).join('');
}

/** Cuts text to at most `max` characters and appends '...' when anything was cut (cards, lists, excerpts). */
export function truncate(text: string, max: number): string {
  const trimmed = text.trim();
  const kept = firstCharacters(trimmed, max);
  return kept.length < trimmed.length ? `${kept.trimEnd()}...` : trimmed;
}
