/** The site's buttons (and links drawn as buttons): each look and size once, for `.astro` and `.tsx` alike. */
import type { ComponentProps } from 'react';
import { cn } from './cn';

const base = 'rounded-md border disabled:cursor-not-allowed disabled:opacity-60';

const variants = {
  /** Indigo, white text: the page's main action. */
  primary: 'border-transparent bg-indigo-700 text-white hover:bg-indigo-800',
  /** White with a grey border: a secondary action. */
  secondary: 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
  /** Indigo border and text on the page's background. */
  outline: 'border-indigo-700 text-indigo-700 hover:bg-indigo-50',
  /** White with a red border and text: a destructive action before it is confirmed. */
  danger: 'border-red-200 bg-white text-red-800 hover:bg-red-50',
  /** Red, white text: the confirmation of a destructive action. */
  destructive: 'border-transparent bg-red-700 text-white hover:bg-red-800',
  /** White on an indigo band (heroes, calls to action). */
  inverse: 'border-transparent bg-white text-indigo-800 hover:bg-indigo-50',
  /** White border and text on an indigo band. */
  inverseOutline: 'border-white text-white hover:bg-white/10',
} as const;

const sizes = {
  xs: 'px-3 py-1.5 text-sm font-medium',
  sm: 'px-4 py-2 text-sm font-semibold',
  md: 'px-5 py-2.5 font-semibold',
  lg: 'px-5 py-3 font-semibold',
  xl: 'px-6 py-3 font-semibold',
} as const;

const focusRings: Record<ButtonVariant, string> = {
  primary: 'focus-visible:outline-indigo-700',
  secondary: 'focus-visible:outline-indigo-700',
  outline: 'focus-visible:outline-indigo-700',
  danger: 'focus-visible:outline-red-700',
  destructive: 'focus-visible:outline-red-700',
  inverse: 'focus-visible:outline-white',
  inverseOutline: 'focus-visible:outline-white',
};

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export interface ButtonOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A 2px outline in the variant's colour when focused by keyboard, instead of the browser's own. */
  focusRing?: boolean;
  /** Classes added after the variant's (layout, margins); they should not restate what the variant sets. */
  className?: string | false | null;
}

/** The class string of a button: `buttonVariants({ variant: 'outline', size: 'lg', className: 'mt-4' })`. */
export function buttonVariants({ variant = 'primary', size = 'md', focusRing = false, className }: ButtonOptions = {}): string {
  return cn(
    base,
    variants[variant],
    sizes[size],
    focusRing && `focus-visible:outline-2 focus-visible:outline-offset-2 ${focusRings[variant]}`,
    className,
  );
}

const dashboard = 'inline-flex items-center justify-center gap-2';

/** The dashboard's buttons: label and icon in a row, a focus ring, and a smaller size for all but the main action. */
export const dashboardButton = {
  primary: buttonVariants({ variant: 'primary', size: 'sm', focusRing: true, className: dashboard }),
  secondary: buttonVariants({ variant: 'secondary', size: 'xs', focusRing: true, className: dashboard }),
  danger: buttonVariants({ variant: 'danger', size: 'xs', focusRing: true, className: dashboard }),
} as const;

/** A `<button>` (type "button" unless told) in one of buttonVariants' looks; for a link drawn as a button, give `<a>` buttonVariants(). */
export function Button({
  variant,
  size,
  focusRing,
  className,
  type = 'button',
  ...rest
}: Omit<ButtonOptions, 'className'> & ComponentProps<'button'>) {
  return <button type={type} className={buttonVariants({ variant, size, focusRing, className })} {...rest} />;
}
