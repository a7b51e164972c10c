import { PASSWORD_MIN_LENGTH_DEFAULT, type PublicConfig } from '@hirebase/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  bot_challenge: 'off',
  turnstile_site_key: null,
  google_client_id: null,
  extension_id: null,
  maintenance: false,
  password_policy: {
    min_length: PASSWORD_MIN_LENGTH_DEFAULT,
    max_length: null,
    require_lowercase: false,
    require_uppercase: false,
    require_number: false,
    require_symbol: false,
  },
};

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => apiData<PublicConfig>('/public/config', { auth: false }),
  staleTime: 5 * 60 * 1000,
});
