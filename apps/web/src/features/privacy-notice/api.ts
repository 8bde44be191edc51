import { useQuery } from '@tanstack/react-query';
import type { PrivacyNotice } from '@saathi/shared';
import { http } from '../../lib/http';

type Envelope<T> = { success: true; data: T };

export const noticeKeys = {
  current: ['privacy', 'notice'] as const,
  version: (version: number) => ['privacy', 'notice', version] as const,
};

const fetchNotice = (version?: number) =>
  http
    .get<Envelope<PrivacyNotice>>(
      version ? `/api/privacy/notices/${version}` : '/api/privacy/notice',
    )
    .then((body) => body.data);

/**
 * One version as published, or the one in force when none is asked for (the notice's page and the
 * forms at the collection points; publishing a version invalidates it).
 */
export function usePrivacyNotice(version?: number) {
  return useQuery({
    queryKey: version ? noticeKeys.version(version) : noticeKeys.current,
    queryFn: () => fetchNotice(version),
    staleTime: Infinity,
  });
}
