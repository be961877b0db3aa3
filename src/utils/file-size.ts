/** Each unit a size is shown in, by powers of 1024 (as the site's "5 MB" limits count), and its decimals. */
const UNITS = [
  { name: 'bytes', digits: 0 },
  { name: 'KB', digits: 0 },
  { name: 'MB', digits: 1 },
  { name: 'GB', digits: 1 },
];

/**
 * A file's size as a person reads it, as the file pickers show it: "820 bytes", "48 KB", "1.2 MB" (the
 * smallest unit whose rounded figure stays under 1,024, so 1,023.9 KB reads "1 MB").
 */
export function readableFileSize(bytes: number): string {
  if (bytes === 1) return '1 byte';
  const rounded = (power: number) => Number((bytes / 1024 ** power).toFixed(UNITS[power].digits));
  let power = 0;
  while (power < UNITS.length - 1 && rounded(power) >= 1024) power++;
  return `${rounded(power).toLocaleString('en-GB', { maximumFractionDigits: UNITS[power].digits })} ${UNITS[power].name}`;
}
