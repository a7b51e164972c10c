import { MESSAGES } from '@hirebase/shared';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { redirectAfterLogin } from '@/lib/redirect-after-login';
import { toast } from '@/lib/toast-store';
import { authStore } from './auth-store';
import { BotChallenge, ChallengeSubmit } from './bot-challenge';
import { GoogleButton } from './google-button';
import { identity } from './identity-api';
import { AuthCard } from './auth-card';
import { rememberInvitation } from './pending-invitation';
import { signInProblem, SignInProblemMessage, type SignInProblem } from './sign-in-problem';
import { usePublicConfig } from './use-public-config';

type Values = { email: string; password: string };

export function SignInForm({ redirect }: { redirect?: string | undefined }) {
  const { config } = usePublicConfig();
  const navigate = useNavigate();
  const [captcha, setCaptcha] = useState('');
  const [resetKey, setResetKey] = useState(0);
  const [error, setError] = useState<Extract<SignInProblem, { kind: 'message' }> | null>(null);
  const [unverified, setUnverified] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Values>({ defaultValues: { email: '', password: '' } });

  async function onSubmit({ email, password }: Values) {
    setError(null);
    setUnverified(null);
    rememberInvitation(redirect);
    try {
      await identity.signInEmail({ email: email.trim(), password, turnstile_token: captcha });
    } catch (e) {
      setResetKey((k) => k + 1);
      const problem = signInProblem(e);
      return problem.kind === 'unverified' ? setUnverified(email.trim()) : setError(problem);
    }
    try {
      const user = await authStore.completeLogin(null);
      await navigate({ href: redirectAfterLogin(user, redirect) });
    } catch {
      setResetKey((k) => k + 1);
    }
  }

  async function resend() {
    if (!unverified) return;
    try {
      await identity.sendVerificationEmail({ email: unverified, callbackURL: '/onboarding/profile' });
      toast.success('Verification email sent');
    } catch (e) {
      toast.error(isApiError(e) ? e.message : MESSAGES.mutationError);
    }
  }

  const busy = formState.isSubmitting;
  return (
    <AuthCard
      title="Sign in to Hirebase"
      description="Welcome back. Sign in to your recruiting workspace."
      footer={
        <>
          New to Hirebase?{' '}
          <Link to="/sign-up" search={{ redirect }} className="font-medium text-primary underline-offset-4 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <form className="grid gap-4" onSubmit={handleSubmit(onSubmit)} noValidate>
        {error ? <SignInProblemMessage problem={error} /> : null}
        {unverified ? (
          <FormMessage tone="info">
            Please verify your email address first: we sent a link to {unverified}.{' '}
            <Button variant="link" className="h-auto p-0" onClick={resend}>
              Resend verification email
            </Button>
          </FormMessage>
        ) : null}
        <FormField label="Email" error={formState.errors.email?.message}>
          {(p) => <Input {...p} type="email" autoComplete="email" {...register('email', { required: 'Enter your email' })} />}
        </FormField>
        <FormField label="Password" error={formState.errors.password?.message}>
          {(p) => (
            <Input {...p} type="password" autoComplete="current-password" {...register('password', { required: 'Enter your password' })} />
          )}
        </FormField>
        <div className="-mt-2 text-right text-sm">
          <Link to="/forgot-password" className="text-primary underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        </div>
        <BotChallenge config={config} onToken={setCaptcha} resetKey={resetKey} />
        <ChallengeSubmit config={config} token={captcha} busy={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </ChallengeSubmit>
      </form>
      <GoogleButton config={config} redirect={redirect} />
    </AuthCard>
  );
}
