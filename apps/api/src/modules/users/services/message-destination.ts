import type { UserRow } from '../tables';

/**
 * Where a person is told things (the outbox): the address they sign in with, or the one they
 * have when the other is missing; null with neither.
 */
export function messageDestinationOf(
  user: Pick<UserRow, 'loginType' | 'primaryEmail' | 'primaryPhone'>,
) {
  const { primaryEmail, primaryPhone } = user;
  const isEmail = Boolean(primaryEmail) && (user.loginType === 'EMAIL' || !primaryPhone);
  const destination = isEmail ? primaryEmail : primaryPhone;
  if (!destination) return null;
  return { channel: isEmail ? ('email' as const) : ('sms' as const), destination };
}
