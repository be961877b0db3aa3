import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField, inputClass } from '../../../components/forms/FormField';
import { serverMessage } from '../../../lib/api-client';
import { loginSchema, type LoginInput } from '../../../schemas/login';
import { toast } from '../../../stores/toast';
import { adminApi, type AdminUser } from './admin-api';
import { buttonClass } from './ui';

/** The admin sign-in form (spec 5: Login; spec 8: login toasts). Posts JSON, never a GET with credentials. */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: AdminUser) => void }) {
  const { register, handleSubmit, formState } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (data) => {
    try {
      const user = await adminApi.login(data);
      toast({ title: 'Login successful', description: 'Welcome to the admin dashboard' });
      onSignedIn(user);
    } catch (error) {
      toast({ title: 'Login failed', description: serverMessage(error, 'Login failed'), variant: 'destructive' });
    }
  });

  return (
    <div className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900">Admin sign-in</h1>
      <p className="mt-2 text-sm text-slate-600">Sign in to manage jobs, blog posts, comments, applications and enquiries.</p>
      <form method="post" onSubmit={submit} noValidate aria-label="Admin sign-in" className="mt-6 space-y-5">
        <FormField id="login-email" label="Email" required error={errors.email?.message}>
          {(aria) => <input {...aria} type="email" autoComplete="username" className={inputClass} {...register('email')} />}
        </FormField>
        <FormField id="login-password" label="Password" required error={errors.password?.message}>
          {(aria) => <input {...aria} type="password" autoComplete="current-password" className={inputClass} {...register('password')} />}
        </FormField>
        <button type="submit" disabled={isSubmitting} className={`${buttonClass.primary} w-full`}>
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
    </div>
  );
}
