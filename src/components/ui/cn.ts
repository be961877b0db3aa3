/** Joins class names, leaving out the empty and the false (`cn('a', busy && 'b')`); it does not resolve conflicting utilities. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
