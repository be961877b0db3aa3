import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ApiError, serverCode, serverFieldErrors, serverMessage } from '../lib/api-client';
import { REAUTH_CODES } from '../errors/reauth-codes';
import { adminApi, type SecurityFactorsView } from './admin-api';
import { dashboardButton } from '../components/ui/button';
import { inputClass } from '../components/ui/input';
import { SECURITY_FACTORS_TEXT } from '../texts/security-factors';

const T = SECURITY_FACTORS_TEXT.confirm;
/** A proof is taken as lapsed this long before the server's deadline, so a change sent near it is not refused. */
const MARGIN_MS = 20_000;

interface Asking {
  factor: boolean;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Changes to how the account signs in need the password or a factor from the last 5 minutes (a factor to
 * turn the requirement off). `withProof(action, { factor })` asks for it first when this session's proof has
 * lapsed (the factors view says until when), or when the server says so, then runs the action; `prompt`
 * is the form that asks. Cancelled, the action fails with a message saying nothing was changed.
 */
export function useProof(factors: SecurityFactorsView | undefined, reload: () => Promise<void>) {
  const [asking, setAsking] = useState<Asking>();
  const ask = (factor: boolean) => new Promise<void>((resolve, reject) => setAsking({ factor, resolve, reject }));
  const fresh = (factor: boolean) => {
    const confirmed = factors?.confirmed;
    return Boolean(confirmed && Date.parse(confirmed.until) - MARGIN_MS > Date.now() && (!factor || confirmed.factor));
  };

  function withProof<T>(action: () => Promise<T>, { factor = false } = {}): () => Promise<T> {
    return async () => {
      if (!fresh(factor)) await ask(factor);
      try {
        return await action();
      } catch (error) {
        const code = serverCode(error);
        if (code !== REAUTH_CODES.any && code !== REAUTH_CODES.factor) throw error;
        await ask(code === REAUTH_CODES.factor);
        return action();
      }
    };
  }

  const prompt: ReactNode = asking && factors && (
    <ConfirmIdentity
      factor={asking.factor}
      hasTotp={factors.totp}
      hasPasskeys={factors.passkeys.length > 0}
      onDone={async () => {
        setAsking(undefined);
        await reload();
        asking.resolve();
      }}
      onCancel={() => {
        setAsking(undefined);
        asking.reject(new ApiError(0, T.cancelled, { message: T.cancelled }));
      }}
    />
  );
  return { withProof, prompt };
}

/** The form asking for the password, a code or a passkey; a wrong answer is said beside its field. */
function ConfirmIdentity({
  factor,
  hasTotp,
  hasPasskeys,
  onDone,
  onCancel,
}: {
  factor: boolean;
  hasTotp: boolean;
  hasPasskeys: boolean;
  onDone: () => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // The password unless only a factor will do; an account without an app uses its passkey.
  const field: 'password' | 'code' | undefined = !factor ? 'password' : hasTotp ? 'code' : undefined;
  const passkeys = hasPasskeys && typeof window !== 'undefined' && Boolean(window.PublicKeyCredential);
  useEffect(() => heading.current?.focus(), []);

  const send = async (proof: () => Promise<unknown>, errorField: string) => {
    setBusy(true);
    setError(undefined);
    try {
      await proof();
      await onDone();
    } catch (e) {
      setError(serverFieldErrors(e)[errorField]?.[0] ?? serverMessage(e, T.cancelled));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-3 rounded-lg border border-indigo-300 bg-indigo-50 p-4"
      data-testid="confirm-identity"
    >
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900">
        {T.heading}
      </h3>
      <p className="text-sm text-slate-700">{factor ? T.factorIntro : T.intro}</p>
      {field && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void send(() => adminApi.reauthenticate(field === 'password' ? { password: value } : { code: value }), field);
          }}
        >
          <div className="min-w-48 flex-1">
            <label htmlFor={`${id}-${field}`} className="block text-sm font-medium text-slate-800">
              {field === 'password' ? T.password : T.code}
            </label>
            <input
              id={`${id}-${field}`}
              className={`${inputClass} mt-1`}
              type={field === 'password' ? 'password' : 'text'}
              autoComplete={field === 'password' ? 'current-password' : 'one-time-code'}
              required
              maxLength={field === 'password' ? 256 : 32}
              value={value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setValue(e.target.value)}
            />
            {error && (
              <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
                {error}
              </p>
            )}
          </div>
          <button type="submit" className={dashboardButton.primary} disabled={busy}>
            {busy ? T.checking : T.submit}
          </button>
        </form>
      )}
      <div className="flex flex-wrap gap-2">
        {passkeys && (
          <button
            type="button"
            className={dashboardButton.secondary}
            disabled={busy}
            onClick={() =>
              void send(async () => {
                const { startAuthentication } = await import('@simplewebauthn/browser');
                const response = await startAuthentication({ optionsJSON: await adminApi.passkeySignInOptions() });
                return adminApi.reauthenticate({
                  response: response as unknown as NonNullable<Parameters<typeof adminApi.reauthenticate>[0]['response']>,
                });
              }, 'response')
            }
          >
            {T.passkey}
          </button>
        )}
        <button type="button" className={dashboardButton.secondary} onClick={onCancel}>
          {T.cancel}
        </button>
      </div>
      {!field && error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </section>
  );
}
