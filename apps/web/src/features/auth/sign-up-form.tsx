import { MESSAGES, passwordProblem } from '@hirebase/shared';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { AuthCard } from './auth-card';
import { BotChallenge, ChallengeSubmit } from './bot-challenge';
import { GoogleButton } from './google-button';
import { identity } from './identity-api';
import { rememberInvitation } from './pending-invitation';
import { usePublicConfig } from './use-public-config';

type Values = { name: string; email: string; password: string };

export function SignUpForm({ redirect, email }: { redirect?: string | undefined; email?: string | undefined }) {
  const { config } = usePublicConfig();
  const navigate = useNavigate();
  const [captcha, setCaptcha] = useState('');
  const [resetKey, setResetKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Values>({ defaultValues: { name: '', email: email ?? '', password: '' } });

  async function onSubmit(values: Values) {
    setError(null);
    rememberInvitation(redirect);
    try {
      await identity.signUpEmail({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        turnstile_token: captcha,
        callbackURL: '/auth/callback',
      });
      await navigate({ to: '/sign-up/email-sent', search: { email: values.email.trim() } });
    } catch (e) {
      setResetKey((k) => k + 1);
      setError(isApiError(e) && e.status > 0 && e.status < 500 ? e.message : MESSAGES.serverError);
    }
  }

  const busy = formState.isSubmitting;
  const errors = formState.errors;
  return (
    <AuthCard
      title="Create your Hirebase account"
      description="Start hiring with your team. Your organization gets a 14-day trial of every feature."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/sign-in" search={{ redirect }} className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form className="grid gap-4" onSubmit={handleSubmit(onSubmit)} noValidate>
        {error ? <FormMessage>{error}</FormMessage> : null}
        <FormField label="Full name" error={errors.name?.message}>
          {(p) => <Input {...p} autoComplete="name" {...register('name', { required: 'Enter your name', maxLength: { value: 120, message: 'At most 120 characters' } })} />}
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          {(p) => (
            <Input
              {...p}
              type="email"
              autoComplete="email"
              {...register('email', { required: 'Enter your email', pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Enter a valid email' } })}
            />
          )}
        </FormField>
        <FormField label="Password" error={errors.password?.message} hint={`At least ${config.password_policy.min_length} characters.`}>
          {(p) => (
            <Input
              {...p}
              type="password"
              autoComplete="new-password"
              {...register('password', { validate: (v) => passwordProblem(v, config.password_policy) ?? true })}
            />
          )}
        </FormField>
        <BotChallenge config={config} onToken={setCaptcha} resetKey={resetKey} />
        <ChallengeSubmit config={config} token={captcha} busy={busy}>
          {busy ? 'Creating account…' : 'Create account'}
        </ChallengeSubmit>
      </form>
      <GoogleButton config={config} redirect={redirect} />
    </AuthCard>
  );
}
