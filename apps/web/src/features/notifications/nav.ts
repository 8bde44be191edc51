/** The account page of notices (decision 0178), beside the other pages under /manage. */
export const NOTIFICATIONS_PATH = '/manage/notifications';
