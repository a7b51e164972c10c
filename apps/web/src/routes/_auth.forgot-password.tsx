import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { AuthCard } from '@/features/auth/auth-card';
import { identity } from '@/features/auth/identity-api';
import { isApiError } from '@/lib/api-client';

export const Route = createFileRoute('/_auth/forgot-password')({ component: ForgotPasswordPage });

const SENT = 'If an account exists for that email, we sent a link to reset your password. It expires in one hour.';

function ForgotPasswordPage() {
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  async function onSubmit({ email }: { email: string }) {
    try {
      await identity.requestPasswordReset({ email: email.trim(), redirectTo: '/auth/set-password' });
      setResult({ tone: 'success', text: SENT });
    } catch (e) {
      // Same answer whether or not the account exists; only rate limiting and a refused address are worth saying.
      if (isApiError(e) && (e.status === 429 || e.code === 'origin_not_allowed')) setResult({ tone: 'error', text: e.message });
      else setResult({ tone: 'success', text: SENT });
    }
  }

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email you sign in with and we'll send you a link to set a new password."
      footer={
        <Link to="/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <form className="grid gap-4" onSubmit={handleSubmit(onSubmit)} noValidate>
        {result ? <FormMessage tone={result.tone}>{result.text}</FormMessage> : null}
        <FormField label="Email" error={formState.errors.email?.message}>
          {(p) => <Input {...p} type="email" autoComplete="email" {...register('email', { required: 'Enter your email' })} />}
        </FormField>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Sending…' : 'Send reset link'}
        </Button>
      </form>
    </AuthCard>
  );
}
