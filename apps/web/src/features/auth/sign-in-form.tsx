import { MESSAGES } from '@hirebase/shared';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
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
type Field = keyof Values;

const REQUIRED: Record<Field, string> = { email: 'Enter your email', password: 'Enter your password' };

function missing(values: Values): Partial<Record<Field, string>> {
  return Object.fromEntries((Object.keys(REQUIRED) as Field[]).filter((f) => !values[f]).map((f) => [f, REQUIRED[f]]));
}

/**
 * The sign-in page is the app's first paint for most visits, so its two fields keep their own state
 * instead of loading the form library (decision 026). Errors show after the first submit and then
 * follow what the user types; the first missing field takes focus.
 */
function useSignInFields(onValid: (values: Values) => Promise<void>) {
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const refs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const field = (name: Field) => ({
    ref: refs[name],
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      const next = { ...values, [name]: e.target.value };
      setValues(next);
      if (submitted) setErrors(missing(next));
    },
  });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const problems = missing(values);
    setErrors(problems);
    const first = (Object.keys(REQUIRED) as Field[]).find((f) => problems[f]);
    if (first) return refs[first].current?.focus();
    setBusy(true);
    try {
      await onValid(values);
    } finally {
      setBusy(false);
    }
  }

  return { field, errors, busy, onSubmit };
}

export function SignInForm({ redirect }: { redirect?: string | undefined }) {
  const { config } = usePublicConfig();
  const navigate = useNavigate();
  const [captcha, setCaptcha] = useState('');
  const [resetKey, setResetKey] = useState(0);
  const [error, setError] = useState<Extract<SignInProblem, { kind: 'message' }> | null>(null);
  const [unverified, setUnverified] = useState<string | null>(null);
  const form = useSignInFields(signIn);

  async function signIn({ email, password }: Values) {
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
      await identity.sendVerificationEmail({ email: unverified, callbackURL: '/auth/callback' });
      toast.success('Verification email sent');
    } catch (e) {
      toast.error(isApiError(e) ? e.message : MESSAGES.mutationError);
    }
  }

  const busy = form.busy;
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
      <form className="grid gap-4" onSubmit={form.onSubmit} noValidate>
        {error ? <SignInProblemMessage problem={error} /> : null}
        {unverified ? (
          <FormMessage tone="info">
            Please verify your email address first: we sent a link to {unverified}.{' '}
            <Button variant="link" className="h-auto p-0" onClick={resend}>
              Resend verification email
            </Button>
          </FormMessage>
        ) : null}
        <FormField label="Email" error={form.errors.email}>
          {(p) => <Input {...p} type="email" autoComplete="email" {...form.field('email')} />}
        </FormField>
        <FormField label="Password" error={form.errors.password}>
          {(p) => <Input {...p} type="password" autoComplete="current-password" {...form.field('password')} />}
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
