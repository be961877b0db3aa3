import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';

/** Below this width (Tailwind's sm) the dashboard's status panels start folded. */
const WIDE_SCREEN = '(min-width: 640px)';

/**
 * A status card above the dashboard's tabs (site update, email): its heading and one-word state always
 * show; the rest is open on a wide screen and folded on a phone, so the tabs stay on the first screen and
 * a tapped tab is seen to open.
 */
export function StatusPanel({ id, title, state, children }: { id: string; title: string; state: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(() => window.matchMedia(WIDE_SCREEN).matches);
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm sm:p-5">
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)} className="group">
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 [&::-webkit-details-marker]:hidden">
          <h2 id={id} className="text-base font-semibold text-slate-900 sm:text-lg">
            {title}
          </h2>
          {state}
          <ChevronDown aria-hidden="true" className="ml-auto h-4 w-4 text-slate-600 transition-transform group-open:rotate-180" />
        </summary>
        <div className="mt-2">{children}</div>
      </details>
    </section>
  );
}
