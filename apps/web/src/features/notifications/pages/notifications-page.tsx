import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { QueryView } from '../../../components/admin/query-view';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Pager, pageCountOf } from '../../../components/ui/pager';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/error-message';
import { useDates } from '../../../lib/i18n/use-dates';
import { useSession } from '../../auth';
import {
  markNotificationsRead,
  NOTIFICATIONS_PAGE_SIZE,
  useNotifications,
} from '../api/notifications-api';
import { useNotificationText } from '../components/notification-text';
import { useNotificationsT } from '../messages';
import { notificationKeys } from '../query-keys';

/** /manage/notifications: my notices, newest first, each worded in the language on screen. */
export default function NotificationsPage() {
  const t = useNotificationsT();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const dates = useDates();
  const textOf = useNotificationText();
  const [page, setPage] = useState(1);
  const notices = useNotifications(page);
  const [isMarking, setIsMarking] = useState(false);
  const unread = notices.data?.unread ?? 0;

  const markAll = async () => {
    setIsMarking(true);
    try {
      await markNotificationsRead();
      await queryClient.invalidateQueries({ queryKey: notificationKeys.all(user?.id) });
      toast.success(t('notifications.allRead'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setIsMarking(false);
    }
  };

  return (
    <section>
      <title>{t('notifications.title')}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('notifications.title')}</h1>
        {unread > 0 ? (
          <Button variant="secondary" onClick={() => void markAll()} disabled={isMarking}>
            {t('notifications.markAllRead')}
          </Button>
        ) : null}
      </div>
      <div className="mt-6">
        <QueryView
          query={notices}
          isEmpty={(data) => data.total === 0}
          skeleton={{ count: 4, item: 'h-16 w-full rounded-2xl', layout: 'space-y-3' }}
          empty={{ title: t('notifications.empty'), description: t('notifications.emptyHint') }}
        >
          {(data) => (
            <div className="space-y-4">
              <ul className="space-y-3">
                {data.items.map((notice) => (
                  <li
                    key={notice.id}
                    data-testid="notification"
                    className={`rounded-2xl border p-4 ${
                      notice.isRead
                        ? 'border-neutral-200 bg-white'
                        : 'border-brand/40 bg-brand-soft'
                    }`}
                  >
                    <p className="break-words text-neutral-900">{textOf(notice)}</p>
                    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-neutral-600">
                      <time dateTime={notice.createdAt}>{dates.dateTime(notice.createdAt)}</time>
                      {notice.isRead ? null : (
                        <Badge tone="brand">{t('notifications.unread')}</Badge>
                      )}
                    </p>
                  </li>
                ))}
              </ul>
              {data.total > NOTIFICATIONS_PAGE_SIZE ? (
                <Pager
                  page={page}
                  pageCount={pageCountOf(data.total, NOTIFICATIONS_PAGE_SIZE)}
                  onPage={setPage}
                />
              ) : null}
            </div>
          )}
        </QueryView>
      </div>
    </section>
  );
}
