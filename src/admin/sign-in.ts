import * as z from 'zod/mini';
import { serverMessage } from '../lib/api-client';
import { loginSchema, type LoginInput } from '../schemas/login';
import { toast } from '../stores/toast';
import { adminApi } from './admin-api';
import { showAdminView, SIGNED_IN_EVENT } from './admin-view';
import { LOGIN_OUTCOME, SIGN_IN_TEXT } from '../texts/sign-in';

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
      await adminApi.login(values());
      toast(LOGIN_OUTCOME.success);
      showAdminView('app');
      window.dispatchEvent(new Event(SIGNED_IN_EVENT));
    } catch (error) {
      toast({
        title: LOGIN_OUTCOME.failure.title,
        description: serverMessage(error, LOGIN_OUTCOME.failure.fallback),
        variant: 'destructive',
      });
    } finally {
      button.disabled = false;
      button.textContent = label;
    }
  });
  form.dataset.enhanced = 'true';
}
