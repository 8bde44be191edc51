import {
  hasPermission,
  type AdminUserDetail,
  type AdminUserFilter,
  type AdminUserRow,
  type Role,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import type { CsvColumn } from '../../../platform/csv';
import { listAddresses } from '../../addresses';
import { findUserIdsByReferralCode, getAssociateCard, getReferralCodes } from '../../associates';
import { listUserSessions } from '../../auth';
import { findUserById, listUsers, listUsersInBatches, type UserRow } from '../../users';
import { USER_PAGE_SECTIONS } from './sections';

const fullName = (row: UserRow) =>
  [row.firstName, row.midName, row.lastName].filter(Boolean).join(' ');

/** Only what the console shows: never a password hash, token or code. */
const toRow = (row: UserRow, referralCode: string | null): AdminUserRow => ({
  id: row.id,
  username: row.username,
  name: fullName(row),
  primaryEmail: row.primaryEmail,
  primaryPhone: row.primaryPhone,
  loginType: row.loginType,
  roles: row.roles,
  isActive: row.isActive,
  referralCode,
  createdAt: row.createdAt.toISOString(),
});

async function withReferralCodes(db: Db, rows: UserRow[]) {
  const codes = await getReferralCodes({ db, userIds: rows.map((row) => row.id) });
  return rows.map((row) => toRow(row, codes.get(row.id) ?? null));
}

/** A search term may also be a referral code (associates owns them). */
async function resolveFilter(db: Db, filter: AdminUserFilter) {
  const matchingIds = filter.q ? await findUserIdsByReferralCode({ db, code: filter.q }) : [];
  return { ...filter, matchingIds };
}

export async function listUsersForConsole(options: {
  db: Db;
  filter: AdminUserFilter;
  page: number;
  limit: number;
}) {
  const { db, page, limit } = options;
  const filter = await resolveFilter(db, options.filter);
  const { rows, total } = await listUsers({ db, filter, page, limit });
  return { items: await withReferralCodes(db, rows), page, limit, total };
}

/** A row of the users export: the list's row with its roles and status as words. */
type UserCsvRow = Omit<AdminUserRow, 'roles' | 'isActive'> & { roles: string; status: string };

export const USER_CSV_COLUMNS: CsvColumn<UserCsvRow>[] = [
  'id',
  'username',
  'name',
  { key: 'primaryEmail', header: 'email' },
  { key: 'primaryPhone', header: 'phone' },
  { key: 'loginType', header: 'signs in with' },
  'roles',
  'status',
  { key: 'referralCode', header: 'referral code' },
  { key: 'createdAt', header: 'joined' },
];

/** The whole filtered list, read in batches, for the CSV export. */
export async function* exportUsers({
  db,
  filter,
}: {
  db: Db;
  filter: AdminUserFilter;
}): AsyncGenerator<UserCsvRow> {
  const resolved = await resolveFilter(db, filter);
  for await (const rows of listUsersInBatches({ db, filter: resolved })) {
    for (const { roles, isActive, ...row } of await withReferralCodes(db, rows)) {
      yield { ...row, roles: roles.join(' '), status: isActive ? 'active' : 'inactive' };
    }
  }
}

/** A user's page: profile, roles, node, addresses, sessions, and the modules' sections. */
export async function getUserDetail(options: {
  db: Db;
  userId: number;
  viewerRoles: Role[];
}): Promise<AdminUserDetail> {
  const { db, userId, viewerRoles } = options;
  const row = await findUserById({ db, id: userId });
  const [associate, addresses, sessions] = [
    await getAssociateCard({ db, userId }),
    await listAddresses({ db, userId }),
    await listUserSessions({ db, userId }),
  ];
  const sections = [];
  for (const provider of USER_PAGE_SECTIONS) {
    if (!hasPermission(viewerRoles, provider.permission)) continue;
    const section = await provider.load({ db, userId });
    if (section) sections.push(section);
  }
  return {
    user: {
      ...toRow(row, associate?.referralCode ?? null),
      firstName: row.firstName,
      midName: row.midName,
      lastName: row.lastName,
      gender: row.gender,
      dob: row.dob,
      imageUrl: row.imageUrl,
      alternateEmails: row.alternateEmails,
      alternatePhones: row.alternatePhones,
      updatedAt: row.updatedAt.toISOString(),
    },
    associate,
    addresses,
    sessions,
    sections,
  };
}

export { toRow as toAdminUserRow };
