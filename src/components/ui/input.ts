/** Form fields' look (text inputs, text areas, selects): border, focus ring, and a red border when invalid. */
import { cn } from './cn';

const sizes = { md: '', sm: 'text-sm' } as const;

/**
 * The class string of a field: `inputVariants({ size: 'sm', className: 'w-72' })`. `validated: false` for a
 * field nothing marks invalid (a search box): a page whose HTML and scripts never set aria-invalid has that
 * rule pruned from its stylesheet (src/build/page-styles.ts), so the class would name a rule it lacks.
 */
export function inputVariants({
  size = 'md',
  validated = true,
  className,
}: { size?: keyof typeof sizes; validated?: boolean; className?: string | false | null } = {}): string {
  return cn(
    'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-indigo-700 focus:outline-none focus:ring-2 focus:ring-indigo-700',
    validated && 'aria-[invalid=true]:border-red-700',
    sizes[size],
    className,
  );
}

/** The usual field's classes. */
export const inputClass = inputVariants();

/** A field's label above it, in the forms written as HTML (the API's pages, the job alert sign-up). */
export const labelClass = 'mt-4 block text-sm font-medium text-slate-800';
