import { MESSAGES } from '@hirebase/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { authStore } from '@/features/auth/auth-store';
import { toast } from '@/lib/toast-store';
import { orgKeys } from './api';

/** SPEC §4: close popup, new org token, refetch org list and info, reload at /. */
export function useSwitchOrg() {
  const queryClient = useQueryClient();
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function switchOrg(orgId: string, onClosed?: () => void) {
    onClosed?.();
    setPendingId(orgId);
    try {
      await authStore.exchangeToken(orgId);
      await authStore.loadProfile();
      await Promise.all([
        queryClient.refetchQueries({ queryKey: orgKeys.list() }),
        queryClient.refetchQueries({ queryKey: orgKeys.info(orgId) }),
      ]);
      window.location.assign('/');
    } catch {
      toast.error(MESSAGES.switchOrgFailed);
      setPendingId(null);
    }
  }

  return { switchOrg, pendingId };
}
