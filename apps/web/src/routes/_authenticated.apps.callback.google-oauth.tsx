import { createFileRoute } from '@tanstack/react-router';
import { OAuthCallbackPage, validateOAuthSearch } from '@/features/integrations/oauth-callback-page';

/** The provider sends the user back here after they allowed (or refused) access. */
export const Route = createFileRoute('/_authenticated/apps/callback/google-oauth')({
  validateSearch: validateOAuthSearch,
  component: function Callback() {
    return <OAuthCallbackPage search={Route.useSearch()} />;
  },
});
