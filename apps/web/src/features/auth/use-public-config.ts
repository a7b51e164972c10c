import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PUBLIC_CONFIG, publicConfigQuery } from './public-config';

export function usePublicConfig() {
  const query = useQuery(publicConfigQuery);
  return { config: query.data ?? DEFAULT_PUBLIC_CONFIG, isLoading: query.isLoading };
}
