import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { shareByEmailHref, shareLinks } from './share-links';
import { SHARE_TEXT } from '../../../texts/blog';
import { cardVariants } from '../../../components/ui/card';

interface SharePanelProps {
  url: string;
  title: string;
}

const linkClass =
  'inline-flex items-center rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100';
const buttonClass = `${linkClass} disabled:cursor-not-allowed disabled:opacity-60`;

/** Share panel (spec 2 and 8): network links, email, native share where the browser has it, copy link. */
export default function SharePanel({ url, title }: SharePanelProps) {
  const [hydrated, setHydrated] = useState(false);
  const [canShare, setCanShare] = useState(false);
  useEffect(() => {
    setHydrated(true);
    setCanShare(typeof navigator.share === 'function');
  }, []);

  const nativeShare = async () => {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if ((error as { name?: string })?.name === 'AbortError') return;
      toast({ ...SHARE_TEXT.shareFailed, variant: 'destructive' });
    }
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast(SHARE_TEXT.copied);
    } catch {
      toast({ ...SHARE_TEXT.copyFailed, variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby="share-heading" className={cardVariants({ padding: 'lg', shadow: false, className: 'mt-10 print:hidden' })}>
      <h2 id="share-heading" className="text-lg font-semibold">
        {SHARE_TEXT.heading}
      </h2>
      <div className="mt-4 flex flex-wrap gap-3">
        {shareLinks(url, title).map((link) => (
          <a key={link.label} href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {link.label}
            <span className="sr-only">{SHARE_TEXT.opensInNewTab}</span>
          </a>
        ))}
        <a href={shareByEmailHref(url, title)} className={linkClass}>
          {SHARE_TEXT.email}
        </a>
        {canShare && (
          <button type="button" onClick={nativeShare} className={buttonClass}>
            {SHARE_TEXT.share}
          </button>
        )}
        <button type="button" onClick={copyLink} disabled={!hydrated} className={buttonClass}>
          {SHARE_TEXT.copy}
        </button>
      </div>
    </section>
  );
}
