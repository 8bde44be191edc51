import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NotificationList } from '@saathi/shared';
import { http } from '../../../lib/http';
import { useSession } from '../../auth';
import { notificationKeys } from '../query-keys';

type Envelope<T> = { success: true; data: T };

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** One page of my notices, newest first, with how many are unread. */
export function useNotifications(page = 1) {
  const { user } = useSession();
  return useQuery({
    queryKey: notificationKeys.page(user?.id, page),
    queryFn: () =>
      http
        .get<Envelope<NotificationList>>(
          `/api/notifications?page=${page}&limit=${NOTIFICATIONS_PAGE_SIZE}`,
          { auth: true },
        )
        .then((body) => body.data),
    enabled: Boolean(user),
    placeholderData: keepPreviousData,
  });
}

/** Marks my notices read: those named, or all of them. */
export const markNotificationsRead = (ids?: number[]) =>
  http
    .post<Envelope<{ updated: number; unread: number }>>(
      '/api/notifications/read',
      ids ? { ids } : {},
      { auth: true },
    )
    .then((body) => body.data);
