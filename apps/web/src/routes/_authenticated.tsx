import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireOrgMember } from '@/features/auth/guards';
import { AppShell } from '@/features/shell/app-shell';
import { UploadPanelProvider } from '@/features/uploads/upload-provider';
import { UploadWatcher } from '@/features/uploads/upload-watcher';

export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ location }) => {
    await requireOrgMember(location);
  },
  component: () => (
    // The upload panels and the finished-drop watcher live above the pages, so they survive navigation.
    <UploadPanelProvider>
      <AppShell>
        <Outlet />
      </AppShell>
      <UploadWatcher />
    </UploadPanelProvider>
  ),
});
