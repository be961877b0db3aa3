import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { serverMessage } from '../lib/api-client';
import { toast } from '../lib/toast';
import { adminApi, fetchUser, type AdminUser } from './admin-api';
import { adminPage, type AdminPageId } from './admin-pages';
import { showAdminView, SIGNED_IN_EVENT } from './admin-view';
import { SIGN_IN_TEXT } from '../texts/sign-in';

/** 'Loading admin dashboard...' with a spinner (also the server-rendered fallback of the island). */
export function AdminLoading() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-20 text-slate-700">
      <span aria-hidden="true" className="h-8 w-8 rounded-full border-4 border-indigo-200 border-t-indigo-700 motion-safe:animate-spin" />
      {SIGN_IN_TEXT.loading}
    </div>
  );
}

/** The set-up an admin without a second factor must go through while one is required (its own chunk). */
const SecondFactorEnrolment = lazy(() => import('./SecurityFactors').then((m) => ({ default: m.SecondFactorEnrolment })));

/**
 * An /admin page's app: checks the session, then shows the page, or the server-rendered sign-in form
 * (SignInForm.astro, outside this root) when no one is signed in (spec 2, 4).
 */
export default function AdminApp({ page }: { page: AdminPageId }) {
  const Page = adminPage(page);
  const [user, setUser] = useState<AdminUser | null | undefined>(undefined);
  // The session ended while the page was in use (a 401): the sign-in form shows and the page stays mounted
  // behind it, so a half-typed form is there again once the same person has signed back in.
  const [ended, setEnded] = useState(false);
  const [error, setError] = useState<string>();

  const refreshUser = useCallback(async () => {
    try {
      setUser(await fetchUser());
      setEnded(false);
      setError(undefined);
    } catch (e) {
      setError((e as Error).message);
    }
  }, []);

  useEffect(() => {
    void refreshUser();
    const signedIn = () => {
      setUser((kept) => kept ?? undefined);
      void refreshUser();
    };
    window.addEventListener(SIGNED_IN_EVENT, signedIn);
    return () => window.removeEventListener(SIGNED_IN_EVENT, signedIn);
  }, [refreshUser]);

  useEffect(() => {
    if (user === null || ended) showAdminView('sign-in');
    else if (user) showAdminView('app');
  }, [user, ended]);

  const sessionEnded = useCallback(() => setEnded(true), []);

  if (error)
    return (
      <p role="alert" className="py-20 text-center text-red-800">
        {error}
      </p>
    );
  if (user === undefined) return <AdminLoading />;
  if (user === null) return null;
  const logout = async () => {
    try {
      await adminApi.logout();
      toast({ title: SIGN_IN_TEXT.loggedOut });
      await refreshUser();
    } catch (e) {
      toast({ title: SIGN_IN_TEXT.logoutFailed, description: serverMessage(e, SIGN_IN_TEXT.tryAgain), variant: 'destructive' });
    }
  };
  return (
    <Suspense fallback={<AdminLoading />}>
      {user.enrolSecondFactor ? (
        <SecondFactorEnrolment onEnrolled={() => void refreshUser()} onLogout={logout} />
      ) : (
        <Page key={user.email} user={user} onSessionEnded={sessionEnded} onLogout={logout} />
      )}
    </Suspense>
  );
}
