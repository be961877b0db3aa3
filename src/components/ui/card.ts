/** The white, bordered, rounded panel that holds a section's content. */
import { cn } from './cn';

const paddings = { md: 'p-5', lg: 'p-6', xl: 'p-8' } as const;

/** The class string of a card: `cardVariants({ padding: 'lg', shadow: false })`; the dashboard's is the default. */
export function cardVariants({
  padding = 'md',
  shadow = true,
  className,
}: { padding?: keyof typeof paddings; shadow?: boolean; className?: string | false | null } = {}): string {
  return cn('rounded-xl border border-slate-200 bg-white', paddings[padding], shadow && 'shadow-sm', className);
}
