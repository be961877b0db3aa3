import * as z from 'zod/mini';
import { serverMessage } from '../lib/api-client';
import { loginSchema, type LoginInput } from '../schemas/login';
import { toast } from '../lib/toast';
import { adminApi } from './admin-api';
import { showAdminView, SIGNED_IN_EVENT } from './admin-view';
import { LOGIN_OUTCOME, SECOND_FACTOR_TEXT, SIGN_IN_TEXT } from '../texts/sign-in';

const FIELDS = ['email', 'password'] as const satisfies ReadonlyArray<keyof LoginInput>;

/** Each field's first problem with the values, by the API's own schema. */
function problems(values: LoginInput): Partial<Record<keyof LoginInput, string>> {
  const result = z.safeParse(loginSchema, values);
  if (result.success) return {};
  const found: Partial<Record<keyof LoginInput, string>> = {};
  for (const issue of result.error.issues) found[issue.path[0] as keyof LoginInput] ??= issue.message;
  return found;
}

/**
 * Gives the server-rendered sign-in form (SignInForm.astro) its behaviour: the schema's messages beside
 * the fields (checked again as they change, once submitted), sign-in by fetch with spec 8's toasts, then
 * the app. Marks the form enhanced, for AdminPage.astro's script that may be holding a submission for it.
 */
export function enhanceSignInForm(form: HTMLFormElement): void {
  const input = (name: keyof LoginInput) => form.elements.namedItem(name) as HTMLInputElement;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const label = button.textContent;
  let submitted = false;

  /** Shows each field's problem beside it; true when there is none. */
  const show = (found: ReturnType<typeof problems>): boolean => {
    for (const name of FIELDS) {
      const field = input(name);
      const slot = document.getElementById(`${field.id}-error`)!;
      slot.textContent = found[name] ?? '';
      slot.hidden = !found[name];
      field.setAttribute('aria-invalid', String(Boolean(found[name])));
      if (found[name]) field.setAttribute('aria-describedby', slot.id);
      else field.removeAttribute('aria-describedby');
    }
    return !FIELDS.some((name) => found[name]);
  };
  const values = (): LoginInput => ({ email: input('email').value, password: input('password').value });
  const check = () => show(problems(values()));

  form.noValidate = true;
  form.addEventListener('input', () => submitted && check());
  form.addEventListener('reset', () => {
    submitted = false;
    show({});
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (button.disabled) return;
    submitted = true;
    if (!check()) {
      form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    button.disabled = true;
    button.textContent = SIGN_IN_TEXT.signingIn;
    try {
      const answer = await adminApi.login(values());
      if ('secondFactor' in answer) askForCode(form);
      else signedIn();
    } catch (error) {
      failed(error);
    } finally {
      button.disabled = false;
      button.textContent = label;
    }
  });
  form.dataset.enhanced = 'true';
}

/** Into the app, as spec 8 says it. */
function signedIn(): void {
  toast(LOGIN_OUTCOME.success);
  showAdminView('app');
  window.dispatchEvent(new Event(SIGNED_IN_EVENT));
}

const failed = (error: unknown, fallback: string = LOGIN_OUTCOME.failure.fallback) =>
  toast({ title: LOGIN_OUTCOME.failure.title, description: serverMessage(error, fallback), variant: 'destructive' });

/** Runs an action behind a button that says it is working meanwhile. */
async function busy(button: HTMLButtonElement, working: string, action: () => Promise<void>): Promise<void> {
  if (button.disabled) return;
  const label = button.textContent;
  button.disabled = true;
  button.textContent = working;
  try {
    await action();
  } finally {
    button.disabled = false;
    button.textContent = label;
  }
}

/** The password was right and the account has an authenticator app: the code form replaces the password's. */
function askForCode(passwordForm: HTMLFormElement): void {
  const form = document.getElementById('admin-second-factor-form') as HTMLFormElement;
  const code = form.elements.namedItem('code') as HTMLInputElement;
  passwordForm.hidden = true;
  form.hidden = false;
  code.focus();
  if (form.dataset.enhanced) return;
  const slot = document.getElementById('login-code-error')!;
  /** A refused code is said beside the field, which is marked invalid, as well as in the notification. */
  const mark = (message: string) => {
    slot.textContent = message;
    slot.hidden = !message;
    code.setAttribute('aria-invalid', String(Boolean(message)));
    code.setAttribute('aria-describedby', message ? 'login-code-error login-code-hint' : 'login-code-hint');
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void busy(form.querySelector('button')!, SECOND_FACTOR_TEXT.verifying, async () => {
      try {
        await adminApi.secondFactor({ code: code.value });
        mark('');
        form.reset();
        form.hidden = true;
        passwordForm.hidden = false;
        signedIn();
      } catch (error) {
        mark(serverMessage(error, LOGIN_OUTCOME.failure.fallback));
        failed(error);
        code.select();
      }
    });
  });
  form.dataset.enhanced = 'true';
}

/**
 * The passkey button (shown by AdminPage.astro's script where the browser has passkeys): the browser's
 * prompt lists this site's passkeys, and the one chosen signs in without a password or code. The WebAuthn
 * code loads only on a press.
 */
export function enhancePasskeyButton(button: HTMLButtonElement): void {
  button.addEventListener('click', () =>
    busy(button, SECOND_FACTOR_TEXT.passkeyWorking, async () => {
      try {
        const { startAuthentication } = await import('@simplewebauthn/browser');
        const optionsJSON = await adminApi.passkeySignInOptions();
        let response;
        try {
          response = await startAuthentication({ optionsJSON });
        } catch {
          failed(undefined, SECOND_FACTOR_TEXT.passkeyCancelled);
          return;
        }
        await adminApi.passkeySignIn(response);
        signedIn();
      } catch (error) {
        failed(error);
      }
    }),
  );
  button.dataset.enhanced = 'true';
}
