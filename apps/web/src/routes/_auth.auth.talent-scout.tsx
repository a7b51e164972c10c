import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ScoutPortal } from '@/features/talent-scout/portal';

/** The sourcing partners' sign-in and portal; `token` is the magic link's, removed from the address once read. */
export const Route = createFileRoute('/_auth/auth/talent-scout')({
  validateSearch: (raw: Record<string, unknown>): { token?: string } => (typeof raw.token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(raw.token) ? { token: raw.token } : {}),
  component: function TalentScoutAuthRoute() {
    const { token } = Route.useSearch();
    const navigate = Route.useNavigate();
    const dropToken = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
    return <ScoutPortal token={token} onTokenUsed={dropToken} />;
  },
});
