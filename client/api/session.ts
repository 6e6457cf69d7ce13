// The signed-in user, read once and shared through TanStack Query.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicUser, SessionInfo } from '../../server/features/auth/schema.ts';
import { api, setCsrfToken } from './client.ts';

export const SESSION_KEY = ['session'] as const;

export function useSession() {
  const query = useQuery({
    queryKey: SESSION_KEY,
    queryFn: async () => {
      const info = await api<SessionInfo>('GET', '/api/v1/session');
      setCsrfToken(info.csrf_token);
      return info;
    },
    staleTime: 60_000,
  });
  return { user: query.data?.user ?? null, loading: query.isPending };
}

/** After sign-in, sign-up or sign-out: everything user-specific is read again. */
export function useSessionRefresh() {
  const qc = useQueryClient();
  return (user: PublicUser | null) => {
    qc.setQueryData(SESSION_KEY, (old: SessionInfo | undefined) => (old ? { ...old, user } : old));
    return qc.invalidateQueries();
  };
}
