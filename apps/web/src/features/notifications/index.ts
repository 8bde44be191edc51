import { lazy } from 'react';

// In-app notifications (issue 31, decision 0178): the account navigation's link with the unread
// count, and the page (loaded by the app's router) under NOTIFICATIONS_PATH.
export const NotificationsNavLink = lazy(() => import('./components/notifications-nav-link'));
export { NOTIFICATIONS_PATH } from './nav';
export { notificationKeys } from './query-keys';
