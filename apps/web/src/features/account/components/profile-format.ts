import { STAFF_ROLES } from '@saathi/shared/permissions';
import type { Role, User } from '@saathi/shared';

/** "GOLD_PARTNER" → "GOLD PARTNER" (spec part 1 §2: underscores shown as spaces). */
export const formatRank = (rank: string | null | undefined) => (rank ?? '').replace(/_/g, ' ');

const ROLE_ORDER: Role[] = [...STAFF_ROLES, 'ASSOCIATE', 'CUSTOMER'];

/** The badge shows the person's highest role (its words: `profile.role`). */
export const primaryRole = (roles: readonly Role[]): Role =>
  ROLE_ORDER.find((candidate) => roles.includes(candidate)) ?? 'CUSTOMER';

/** First, middle and last name. */
export const fullName = (user: Pick<User, 'firstName' | 'midName' | 'lastName'>) =>
  [user.firstName, user.midName, user.lastName].filter(Boolean).join(' ');
