import type { User } from '@saathi/shared';

/** "Asha Rao", or the username when no name is set. */
export function displayName(user: Pick<User, 'firstName' | 'midName' | 'lastName' | 'username'>) {
  const name = [user.firstName, user.midName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.username;
}
