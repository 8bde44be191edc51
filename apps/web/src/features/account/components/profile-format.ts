import { ROLE_LABELS, STAFF_ROLES } from '@saathi/shared/permissions';
import type { Role, User } from '@saathi/shared';

/** "GOLD_PARTNER" → "GOLD PARTNER" (spec part 1 §2: underscores shown as spaces). */
export const formatRank = (rank: string | null | undefined) => (rank ?? '').replace(/_/g, ' ');

const ROLE_ORDER: Role[] = [...STAFF_ROLES, 'ASSOCIATE', 'CUSTOMER'];

/** The badge shows the person's highest role. */
export function primaryRole(roles: readonly Role[]): string {
  const role = ROLE_ORDER.find((candidate) => roles.includes(candidate));
  return ROLE_LABELS[role ?? 'CUSTOMER'];
}

/** First, middle and last name. */
export const fullName = (user: Pick<User, 'firstName' | 'midName' | 'lastName'>) =>
  [user.firstName, user.midName, user.lastName].filter(Boolean).join(' ');

export const GENDER_LABEL = { MALE: 'Male', FEMALE: 'Female', OTHER: 'Other' } as const;
