/** Grey placeholder blocks while a page's content loads; they pulse unless the reader asked for reduced motion. */
export function LoadingPlaceholder({ label, className = 'max-w-3xl' }: { label: string; className?: string }) {
  return (
    <div className={`mx-auto px-4 py-10 motion-safe:animate-pulse ${className}`} role="status" aria-label={label}>
      <div className="h-6 w-32 rounded-full bg-slate-200" />
      <div className="mt-4 h-10 w-3/4 rounded bg-slate-200" />
      <div className="mt-4 h-4 w-1/2 rounded bg-slate-200" />
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="mt-8 h-4 w-full rounded bg-slate-200" />
      ))}
    </div>
  );
}
