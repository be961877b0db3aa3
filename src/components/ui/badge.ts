/** Small rounded labels (a status, a category, a job's type) in one of a few tints. */
import { cn } from './cn';

const tones = {
  green: 'bg-green-100 text-green-900',
  emerald: 'bg-emerald-100 text-emerald-900',
  grey: 'bg-slate-200 text-slate-800',
  amber: 'bg-amber-100 text-amber-900',
  indigo: 'bg-indigo-100 text-indigo-900',
  red: 'bg-red-100 text-red-900',
  sky: 'bg-sky-100 text-sky-900',
  violet: 'bg-violet-100 text-violet-900',
} as const;

const sizes = {
  /** The dashboard's: compact, and lines up with an icon beside its text. */
  sm: 'inline-flex items-center px-2.5 py-0.5',
  /** The public pages'. */
  md: 'inline-block px-3 py-1',
} as const;

export type BadgeTone = keyof typeof tones;
export type BadgeSize = keyof typeof sizes;

/** The class string of a badge: `badgeVariants({ tone: 'amber' })`. */
export function badgeVariants({
  tone,
  size = 'sm',
  className,
}: {
  tone: BadgeTone;
  size?: BadgeSize;
  className?: string | false | null;
}): string {
  return cn('rounded-full text-xs font-semibold', tones[tone], sizes[size], className);
}
