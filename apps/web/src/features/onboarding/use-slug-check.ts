import { slugSchema } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiData } from '@/lib/api-client';

/** Debounced availability check of a careers page slug. */
export function useSlugCheck(slug: string) {
  const [debounced, setDebounced] = useState(slug);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(slug), 350);
    return () => clearTimeout(id);
  }, [slug]);
  const valid = slugSchema.safeParse(debounced).success;
  const query = useQuery({
    queryKey: ['slug-available', debounced],
    queryFn: () => apiData<{ available: boolean }>('/recruiter/org/slug-available', { query: { slug: debounced } }),
    enabled: valid,
    staleTime: 30_000,
    retry: false,
  });
  return { checking: valid && (query.isFetching || debounced !== slug), available: valid ? query.data?.available : undefined };
}
