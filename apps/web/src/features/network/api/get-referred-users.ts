import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { referredUsersResponseSchema } from '@saathi/shared';
import { http } from '../../../lib/http';
import { networkKeys } from '../query-keys';

export type ReferredPage = z.infer<typeof referredUsersResponseSchema>['data'];

/** GET /associates/referred/users: the people the signed-in associate sponsored. */
export async function getReferredUsers(page: number) {
  const body = await http.get<{ data: ReferredPage }>('/associates/referred/users', {
    service: 'core',
    auth: true,
    query: { page, limit: 20 },
  });
  return body.data;
}

export function useReferredUsers(page: number) {
  return useQuery({
    queryKey: networkKeys.referred(page),
    queryFn: () => getReferredUsers(page),
    placeholderData: keepPreviousData,
  });
}
