/**
 * Content-Disposition for a download: an ASCII-only fallback name without quotes, separators or control
 * characters, and the full UTF-8 name (RFC 6266 / 5987); `fallback` when nothing usable is left.
 */
export function attachmentDisposition(fileName: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const clean = fileName.replace(/[/\\\u0000-\u001f\u007f]/g, '').trim() || fallback;
  const ascii =
    clean
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["%;\\]/g, '_')
      .trim() || fallback;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
