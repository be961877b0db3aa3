import type { ReactNode } from 'react';
import { cn } from '../components/ui/cn';

/**
 * The box a wide table scrolls sideways in on a narrow screen. It takes the keyboard's focus (arrow keys
 * then scroll it) and is named by the table's heading, since a table of figures has nothing else to focus.
 */
export function ScrollRegion({ labelledBy, className, children }: { labelledBy: string; className?: string; children: ReactNode }) {
  return (
    <div
      role="region"
      // A region that scrolls must take the keyboard's focus (WCAG 2.1.1; axe's scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-labelledby={labelledBy}
      className={cn('overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700', className)}
    >
      {children}
    </div>
  );
}
