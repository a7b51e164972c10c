import { MESSAGES, type PublicConfig, type TokenResponse } from '@hirebase/shared';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { isApiError, request } from '@/lib/api-client';
import { loadScript } from '@/lib/load-script';
import { redirectAfterLogin } from '@/lib/redirect-after-login';
import { toast } from '@/lib/toast-store';
import { authStore } from './auth-store';

type GoogleId = {
  initialize: (options: Record<string, unknown>) => void;
  renderButton: (el: HTMLElement, options: Record<string, unknown>) => void;
};
type GoogleOauthResponse = { data: Partial<TokenResponse> & { token: string }; profile_completed: boolean };

const GIS_SRC = 'https://accounts.google.com/gsi/client';

/** Google Identity Services popup; shown only when the public config has a client id. */
export function GoogleButton({ config, redirect }: { config: Pick<PublicConfig, 'google_client_id'>; redirect?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const clientId = config.google_client_id;

  useEffect(() => {
    if (!clientId || !ref.current) return;
    const host = ref.current;
    let disposed = false;
    loadScript(GIS_SRC)
      .then(() => {
        const gis = (window as { google?: { accounts?: { id?: GoogleId } } }).google?.accounts?.id;
        if (!gis) throw new Error('GIS missing');
        if (disposed) return;
        gis.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: async ({ credential }: { credential?: string }) => {
            if (!credential) return void toast.error(MESSAGES.authenticationFailed);
            try {
              const body = await request<GoogleOauthResponse>('/api/v1/recruiter/auth/google-oauth', {
                method: 'POST',
                body: { id_token: credential },
                auth: false,
                credentials: 'include',
              });
              const user = await authStore.loginWithToken(body.data);
              const profile = { ...user, profile_completed: user.profile_completed && body.profile_completed !== false };
              await navigate({ href: redirectAfterLogin(profile, redirect) });
            } catch (e) {
              // A refused address is not a failed sign-in: say where to open the app instead.
              toast.error(isApiError(e) && e.code === 'origin_not_allowed' ? e.message : MESSAGES.authenticationFailed);
            }
          },
        });
        gis.renderButton(host, { type: 'standard', theme: 'outline', size: 'large', text: 'continue_with', width: 320 });
      })
      .catch(() => toast.error(MESSAGES.providerNotSupported));
    return () => {
      disposed = true;
    };
  }, [clientId, navigate, redirect]);

  if (!clientId) return null;
  return (
    <>
      <div className="relative my-2 text-center text-xs uppercase text-muted-foreground">
        <span className="relative z-10 bg-card px-2">or</span>
        <span className="absolute inset-x-0 top-1/2 h-px bg-border" aria-hidden="true" />
      </div>
      <div ref={ref} className="flex min-h-10 justify-center" />
    </>
  );
}
