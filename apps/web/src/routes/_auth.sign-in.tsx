import { createFileRoute } from '@tanstack/react-router';
import { SignInForm } from '@/features/auth/sign-in-form';
import { optionalStrings } from '@/lib/search';

export const Route = createFileRoute('/_auth/sign-in')({
  validateSearch: optionalStrings('redirect'),
  component: SignInPage,
});

function SignInPage() {
  const { redirect } = Route.useSearch();
  return <SignInForm redirect={redirect} />;
}
