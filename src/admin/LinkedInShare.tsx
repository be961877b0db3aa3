import { ExternalLink, Share2 } from 'lucide-react';
import { useState } from 'react';
import { adminApi, type PostRow } from './admin-api';
import { useAdminAction } from './session';
import { LINKEDIN_SHARE_TEXT, LIST_TEXT } from '../texts/admin';
import { badgeVariants } from '../components/ui/badge';
import { dashboardButton } from '../components/ui/button';

/**
 * Spec 4: the post-to-LinkedIn button until the post is shared, then the 'Posted to LinkedIn' badge linking
 * to it. Not `connected` (no LinkedIn settings), no button: the list says why (LINKEDIN_NOT_CONNECTED).
 */
export function LinkedInShare({ post, connected, onPosted }: { post: PostRow; connected: boolean; onPosted: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const run = useAdminAction();
  // A URL without the flag: LinkedIn published the post but it could not be recorded (src/linkedin/share.ts).
  if (post.linkedinPosted || post.linkedinPostUrl) {
    return post.linkedinPostUrl ? (
      <a
        className={badgeVariants({ tone: 'indigo', className: 'gap-1 self-center underline' })}
        href={post.linkedinPostUrl}
        target="_blank"
        rel="noopener"
      >
        Posted to LinkedIn <ExternalLink aria-hidden="true" className="h-3 w-3" />
        <span className="sr-only">{LIST_TEXT.opensInNewTab}</span>
      </a>
    ) : (
      <span className={badgeVariants({ tone: 'indigo', className: 'self-center' })}>{LINKEDIN_SHARE_TEXT.posted}</span>
    );
  }
  if (!connected) return null;
  return (
    <button
      type="button"
      className={dashboardButton.secondary}
      disabled={busy}
      aria-label={LINKEDIN_SHARE_TEXT.shareLabel(post.title)}
      onClick={async () => {
        setBusy(true);
        const done = await run(() => adminApi.postToLinkedIn(post.id), {
          success: LINKEDIN_SHARE_TEXT.success,
          failure: LINKEDIN_SHARE_TEXT.failure,
          // Spec 7: the message read from the answer, else this.
          fallback: LINKEDIN_SHARE_TEXT.fallback,
          onStale: onPosted,
        });
        setBusy(false);
        if (done) await onPosted();
      }}
    >
      <Share2 aria-hidden="true" className="h-4 w-4" /> {busy ? LINKEDIN_SHARE_TEXT.sharing : LINKEDIN_SHARE_TEXT.share}
    </button>
  );
}
