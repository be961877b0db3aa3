/** Cuts text to at most `max` characters and appends '...' when anything was cut (cards, lists, excerpts). */
export function truncate(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max).trimEnd()}...` : trimmed;
}
