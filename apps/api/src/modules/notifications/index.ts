/**
 * Notifications (issue 31, decision 0178): the in-app notices a signed-in person reads on
 * /manage/notifications — a kind and its values per row, worded by the web in the reader's
 * language. Other modules add them in their own transaction (`addNotifications`). Uses users (the
 * recipient's key).
 */
export {
  addNotifications,
  eraseNotificationsOf,
  type NotificationItem,
} from './services/add-notifications';
