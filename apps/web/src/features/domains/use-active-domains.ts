import { getErrorMessage } from '@/lib/api';
import { useAllDomainsQuery } from './api';

/**
 * The founder's active domains matching `search`, the first page (undefined while loading), e.g. to publish
 * a landing page on one; `hasMore` when more matched, so the founder narrows the list with `search`.
 */
export function useActiveDomains(search: string) {
  const { data, error, refetch } = useAllDomainsQuery({ page: 1, status: 'active', search });
  return {
    domains: data?.items.map(({ id, name, registeredAt }) => ({ id, name, registeredAt })),
    error: error ? getErrorMessage(error) : null,
    hasMore: data?.pageMeta.has_next_page ?? false,
    refetch: () => void refetch(),
  };
}
