import { NavLink } from '../../../components/ui/nav-link';
import { useNotifications } from '../api/notifications-api';
import { useNotificationsT } from '../messages';
import { NOTIFICATIONS_PATH } from '../nav';

/** The account navigation's link to the notices, with how many are unread. */
export default function NotificationsNavLink({
  className,
}: {
  className: (state: { isActive: boolean }) => string;
}) {
  const t = useNotificationsT();
  const unread = useNotifications().data?.unread ?? 0;
  return (
    <NavLink to={NOTIFICATIONS_PATH} className={className}>
      {t('notifications.title')}
      {unread > 0 ? (
        <span
          data-testid="notifications-unread"
          className="ms-2 inline-flex min-w-6 items-center justify-center rounded-full bg-brand px-1.5 text-xs text-white"
        >
          {unread}
          <span className="sr-only"> {t('notifications.navUnread', { count: unread })}</span>
        </span>
      ) : null}
    </NavLink>
  );
}
