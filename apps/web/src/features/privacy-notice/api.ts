import { useEffect, useState } from 'react';
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

/** One version as published, or the one in force when none is asked for (pages). */
export function usePrivacyNotice(version?: number) {
  return useQuery({
    queryKey: version ? noticeKeys.version(version) : noticeKeys.current,
    queryFn: () => fetchNotice(version),
    staleTime: Infinity,
  });
}

let inForce: Promise<PrivacyNotice> | undefined;

/** Forgets the notice the forms hold, after a new version is published. */
export const forgetNoticeInForce = () => {
  inForce = undefined;
};

/**
 * The notice in force for the forms at the collection points. Without React Query: the sign-up
 * popup lives in the login modal, outside the app's query client. Fetched once a page load.
 */
export function useNoticeInForce() {
  const [notice, setNotice] = useState<PrivacyNotice>();
  useEffect(() => {
    let isLive = true;
    inForce ??= fetchNotice();
    inForce.then(
      (loaded) => {
        if (isLive) setNotice(loaded);
      },
      () => forgetNoticeInForce(),
    );
    return () => {
      isLive = false;
    };
  }, []);
  return notice;
}
