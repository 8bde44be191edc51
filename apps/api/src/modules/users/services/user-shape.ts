import type { User } from '@saathi/shared';
import type { UserRow } from '../tables';

type ReferralInfo = User['others'][number]['referalInfo'];

/**
 * The session/profile shape of spec part 1 §3; never includes the password hash. The referrer
 * comes from the associates module: the caller that knows both passes it in.
 */
export function toUser(row: UserRow, referalInfo: ReferralInfo = null): User {
  return {
    id: row.id,
    firstName: row.firstName,
    midName: row.midName,
    lastName: row.lastName,
    username: row.username,
    primaryEmail: row.primaryEmail,
    primaryPhone: row.primaryPhone,
    gender: row.gender,
    dob: row.dob,
    imageUrl: row.imageUrl,
    loginType: row.loginType,
    roles: row.roles,
    alternateEmails: row.alternateEmails,
    alternatePhone: row.alternatePhones,
    others: [{ referalInfo }],
    preferredLanguage: row.preferredLanguage,
  };
}
