import { useId, useState } from 'react';
import { formatDate } from '../utils/dates';
import { saveBlob } from '../lib/download';
import { serverFieldErrors } from '../lib/api-client';
import { toast } from '../lib/toast';
import { site } from '../config/site';
import { adminApi, type PasskeyRow, type SecurityFactorsView } from './admin-api';
import { useProof } from './ConfirmIdentity';
import { useAdminAction } from './session';
import { useResource } from './use-resource';
import { dashboardButton } from '../components/ui/button';
import { inputClass } from '../components/ui/input';
import { DASHBOARD_TEXT } from '../texts/admin';
import { SECURITY_FACTORS_TEXT } from '../texts/security-factors';

const T = SECURITY_FACTORS_TEXT;
const sectionHeading = 'text-base font-semibold text-slate-900';

/**
 * The signed-in admin's own sign-in factors: passkeys (named, listed, removable), an authenticator app
 * (set up with a QR code or the typed key, confirmed by a code, turned off), recovery codes (shown once,
 * made anew), and the setting that every admin must have one. The WebAuthn code loads only when a passkey
 * is added. `onChanged` hears of every change (the enrolment screen then checks whether it may let go).
 */
export function SecurityFactors({ onChanged, email }: { onChanged?: () => void; email?: string }) {
  const factors = useResource(() => adminApi.factors());
  const [shownCodes, setShownCodes] = useState<string[]>();
  const f = factors.data;
  const { withProof, prompt } = useProof(f, () => factors.reload());
  const changed = async () => {
    await factors.reload();
    onChanged?.();
  };
  if (!f) return <p className="text-sm text-slate-600">{factors.error ?? T.loading}</p>;
  return (
    <div className="space-y-6" data-testid="security-factors">
      {prompt}
      {shownCodes && <RecoveryCodes codes={shownCodes} email={email} onDone={() => setShownCodes(undefined)} />}
      <Passkeys passkeys={f.passkeys} onChanged={changed} withProof={withProof} />
      <AuthenticatorApp factors={f} onChanged={changed} onCodes={setShownCodes} withProof={withProof} />
      <Requirement factors={f} onChanged={changed} withProof={withProof} />
    </div>
  );
}

type WithProof = ReturnType<typeof useProof>['withProof'];

function Passkeys({ passkeys, onChanged, withProof }: { passkeys: PasskeyRow[]; onChanged: () => Promise<void>; withProof: WithProof }) {
  const run = useAdminAction();
  const nameId = useId();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const supported = typeof window !== 'undefined' && Boolean(window.PublicKeyCredential);
  return (
    <section aria-labelledby={`${nameId}-heading`} className="space-y-3">
      <h3 id={`${nameId}-heading`} className={sectionHeading}>
        {T.passkeys.heading}
      </h3>
      <p className="text-sm text-slate-600">{T.passkeys.intro}</p>
      {passkeys.length === 0 ? (
        <p className="text-sm text-slate-700">{T.passkeys.none}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label={T.passkeys.heading}>
          {passkeys.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <span>
                <strong className="font-semibold text-slate-900">{p.name}</strong>{' '}
                <span className="text-slate-600">
                  {T.passkeys.created(formatDate(p.createdAt, 'withTime'))}
                  {T.passkeys.lastUsed(p.lastUsedAt && formatDate(p.lastUsedAt, 'withTime'))}
                </span>
              </span>
              <button
                type="button"
                className={dashboardButton.danger}
                aria-label={T.passkeys.remove(p.name)}
                onClick={async () => {
                  if (
                    await run(
                      withProof(() => adminApi.removePasskey(p.id)),
                      { success: T.passkeys.removed, failure: T.passkeys.removeFailed },
                    )
                  )
                    await onChanged();
                }}
              >
                {T.passkeys.removeLabel}
              </button>
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={async (e) => {
            e.preventDefault();
            setBusy(true);
            const added = await run(
              withProof(async () => {
                const { startRegistration } = await import('@simplewebauthn/browser');
                const response = await startRegistration({ optionsJSON: await adminApi.passkeyRegistrationOptions() });
                return adminApi.addPasskey(name, response);
              }),
              { success: T.passkeys.added, failure: T.passkeys.addFailed },
            );
            setBusy(false);
            if (added) {
              setName('');
              await onChanged();
            }
          }}
        >
          <div className="min-w-48 flex-1">
            <label htmlFor={nameId} className="block text-sm font-medium text-slate-800">
              {T.passkeys.nameLabel}
            </label>
            <input
              id={nameId}
              className={`${inputClass} mt-1`}
              value={name}
              required
              maxLength={60}
              placeholder={T.passkeys.namePlaceholder}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <button type="submit" className={dashboardButton.primary} disabled={busy}>
            {busy ? T.passkeys.adding : T.passkeys.add}
          </button>
        </form>
      ) : (
        <p className="text-sm text-slate-700">{T.passkeys.unsupported}</p>
      )}
    </section>
  );
}

function AuthenticatorApp({
  factors,
  onChanged,
  onCodes,
  withProof,
}: {
  factors: SecurityFactorsView;
  onChanged: () => Promise<void>;
  onCodes: (codes: string[]) => void;
  withProof: WithProof;
}) {
  const run = useAdminAction();
  const id = useId();
  const [setup, setSetup] = useState<{ secret: string; qrSvg: string }>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h3 id={`${id}-heading`} className={sectionHeading}>
        {T.totp.heading}
      </h3>
      <p className="text-sm text-slate-600">{T.totp.intro}</p>
      <p className="text-sm font-medium text-slate-800" data-testid="totp-state">
        {factors.totp ? T.totp.on : T.totp.off}
      </p>
      {factors.totp ? (
        <>
          <p className="text-sm text-slate-700">{T.recovery.left(factors.recoveryCodesLeft)}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={dashboardButton.secondary}
              onClick={async () => {
                const made = await run(
                  withProof(() => adminApi.newRecoveryCodes()),
                  {
                    success: T.recovery.regenerated,
                    failure: T.recovery.regenerateFailed,
                  },
                );
                if (made) {
                  onCodes(made.recoveryCodes);
                  await onChanged();
                }
              }}
            >
              {T.recovery.regenerate}
            </button>
            <button
              type="button"
              className={dashboardButton.danger}
              onClick={async () => {
                if (
                  await run(
                    withProof(() => adminApi.removeTotp()),
                    { success: T.totp.disabled, failure: T.totp.disableFailed },
                  )
                )
                  await onChanged();
              }}
            >
              {T.totp.disable}
            </button>
          </div>
        </>
      ) : !setup ? (
        <button
          type="button"
          className={dashboardButton.primary}
          onClick={async () => {
            const started = await run(
              withProof(() => adminApi.startTotp()),
              { success: T.totp.scan, failure: T.totp.enableFailed },
            );
            if (started) setSetup(started);
          }}
        >
          {T.totp.setUp}
        </button>
      ) : (
        <form
          className="space-y-3"
          onSubmit={async (e) => {
            e.preventDefault();
            setCodeError(undefined);
            const confirmed = await run(
              withProof(() => adminApi.confirmTotp(code)),
              {
                success: T.totp.enabled,
                failure: T.totp.enableFailed,
                // A wrong code is said beside the field, which is marked invalid (the notification alone is easily missed).
                onError: (error) => setCodeError(serverFieldErrors(error).code?.[0]),
              },
            );
            if (confirmed) {
              setSetup(undefined);
              setCode('');
              onCodes(confirmed.recoveryCodes);
              await onChanged();
            }
          }}
        >
          <p className="text-sm text-slate-700">{T.totp.scan}</p>
          {/* SVG markup drawn by the server's QR code library from the otpauth address (no scripts, no styles). */}
          <div className="h-48 w-48 bg-white" role="img" aria-label={T.totp.heading} dangerouslySetInnerHTML={{ __html: setup.qrSvg }} />
          <p className="text-sm text-slate-700">
            {T.totp.typed}{' '}
            <code className="font-mono break-all text-slate-900" data-testid="totp-secret">
              {setup.secret}
            </code>
          </p>
          <div>
            <label htmlFor={`${id}-code`} className="block text-sm font-medium text-slate-800">
              {T.totp.codeLabel}
            </label>
            <input
              id={`${id}-code`}
              className={`${inputClass} mt-1 max-w-40`}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              required
              value={code}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? `${id}-code-error` : undefined}
              onChange={(e) => setCode(e.target.value)}
            />
            {codeError && (
              <p id={`${id}-code-error`} className="mt-1 text-sm font-medium text-red-700">
                {codeError}
              </p>
            )}
          </div>
          <div className="flex gap-2">
            <button type="submit" className={dashboardButton.primary}>
              {T.totp.confirm}
            </button>
            <button type="button" className={dashboardButton.secondary} onClick={() => setSetup(undefined)}>
              {T.totp.cancel}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/** The codes as a text file or a printed page: one a line, under a line saying what they are. */
const codesText = (codes: string[], email = '') => `${T.recovery.fileHeading(site.name, email)}\n\n${codes.join('\n')}\n`;

/** Prints the codes alone, from a page of their own (the dashboard around them is not printed). */
function printCodes(codes: string[], email?: string) {
  const win = window.open('', '_blank', 'width=480,height=640');
  if (!win) return;
  const doc = win.document;
  doc.title = T.recovery.heading;
  const heading = doc.createElement('p');
  heading.textContent = T.recovery.fileHeading(site.name, email ?? '');
  const list = doc.createElement('pre');
  list.style.font = '16px/1.8 monospace';
  list.textContent = codes.join('\n');
  doc.body.append(heading, list);
  win.focus();
  win.print();
}

/** The new recovery codes, shown this once, with ways to keep them: copy, download, print. */
function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email?: string; onDone: () => void }) {
  const id = useId();
  return (
    <section aria-labelledby={id} role="alert" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h3 id={id} className={sectionHeading}>
        {T.recovery.heading}
      </h3>
      <p className="text-sm text-amber-900">{T.recovery.shownOnce}</p>
      <ol
        aria-label={T.recovery.listLabel}
        className="grid grid-cols-2 gap-1 font-mono text-sm text-slate-900"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={dashboardButton.secondary}
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(codesText(codes, email));
              toast({ title: T.recovery.copied });
            } catch {
              toast({ title: T.recovery.copyFailed, variant: 'destructive' });
            }
          }}
        >
          {T.recovery.copy}
        </button>
        <button
          type="button"
          className={dashboardButton.secondary}
          onClick={() => saveBlob(new Blob([codesText(codes, email)], { type: 'text/plain;charset=utf-8' }), T.recovery.fileName)}
        >
          {T.recovery.download}
        </button>
        <button type="button" className={dashboardButton.secondary} onClick={() => printCodes(codes, email)}>
          {T.recovery.print}
        </button>
        <button type="button" className={dashboardButton.primary} onClick={onDone}>
          {T.recovery.done}
        </button>
      </div>
    </section>
  );
}

function Requirement({
  factors,
  onChanged,
  withProof,
}: {
  factors: SecurityFactorsView;
  onChanged: () => Promise<void>;
  withProof: WithProof;
}) {
  const run = useAdminAction();
  const id = useId();
  const [saving, setSaving] = useState<boolean>();
  return (
    <div className="flex items-start gap-2 border-t border-slate-200 pt-4">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 h-4 w-4 accent-indigo-700"
        checked={saving ?? factors.requireSecondFactor}
        disabled={saving !== undefined}
        aria-describedby={`${id}-hint`}
        onChange={async (e) => {
          const requireSecondFactor = e.target.checked;
          setSaving(requireSecondFactor);
          if (
            // Turning it off needs a second factor, not the password alone.
            await run(
              withProof(() => adminApi.saveSecuritySettings({ requireSecondFactor }), { factor: !requireSecondFactor }),
              {
                success: T.requirement.saved,
                failure: T.requirement.failed,
              },
            )
          )
            await onChanged();
          setSaving(undefined);
        }}
      />
      <div className="text-sm">
        <label htmlFor={id} className="font-medium text-slate-800">
          {T.requirement.label}
        </label>
        <p id={`${id}-hint`} className="text-slate-600">
          {T.requirement.hint}
        </p>
      </div>
    </div>
  );
}

/** What an admin without a second factor sees, while every admin must have one, until they have set one up. */
export function SecondFactorEnrolment({ onEnrolled, onLogout }: { onEnrolled: () => void; onLogout: () => Promise<void> }) {
  return (
    <section
      aria-labelledby="enrol-heading"
      className="mx-auto max-w-2xl space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="enrol-heading" className="text-2xl font-bold text-slate-900">
          {T.title}
        </h1>
        <button type="button" className={dashboardButton.secondary} onClick={() => void onLogout()}>
          {DASHBOARD_TEXT.logOut}
        </button>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {T.enrolNeeded}
      </p>
      <SecurityFactors onChanged={onEnrolled} />
    </section>
  );
}
