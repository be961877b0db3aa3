import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { Toast } from 'radix-ui';
import { $toast, dismissToast } from '../../lib/toast';

const base =
  'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ' +
  'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 ' +
  'data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]';

const variants = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-800 bg-red-700 text-white',
} as const;

const closeVariants = {
  default: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-indigo-700',
  destructive: 'text-white hover:bg-red-800 focus-visible:outline-white',
} as const;

/** Renders the notification store (src/lib/toast.ts). Mount once per page. */
export default function Toaster() {
  const current = useStore($toast);
  // A provider per notification shown: Radix keeps one "paused" flag for the whole provider, set while
  // the pointer or focus is in the area and never cleared when its notification closes there (its X
  // clicked), so the next notification would stay for good instead of its 5000 ms. Kept when one is
  // dismissed, so the area, where Radix has put focus, stays in place.
  const shown = useRef<number>(undefined);
  if (current) shown.current = current.id;

  return (
    <Toast.Provider key={shown.current} duration={5000} swipeDirection="right" swipeThreshold={50}>
      {current && (
        <Toast.Root
          key={current.id}
          data-testid="toast"
          data-variant={current.variant}
          open
          onOpenChange={(open) => {
            if (!open) dismissToast(current.id);
          }}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          className={`${base} ${variants[current.variant]}`}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{current.title}</Toast.Title>
            {current.description && <Toast.Description className="text-sm">{current.description}</Toast.Description>}
          </div>
          <Toast.Close
            aria-label="Close"
            className={`absolute right-2 top-2 rounded p-1 focus-visible:outline-2 focus-visible:outline-offset-1 ${closeVariants[current.variant]}`}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="16"
              height="16"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M18 6 6 18M6 6l12 12" />
            </svg>
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="pointer-events-none fixed bottom-0 right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none focus-visible:outline-2 focus-visible:outline-indigo-700" />
    </Toast.Provider>
  );
}
