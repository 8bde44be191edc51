import type { Db } from '../db/client';
import { createAssociate, getRootAssociate, ROOT_USERNAME } from '../modules/associates';
import { getCompanySettings } from '../modules/settings';
import { createUser } from '../modules/users';

/**
 * The company's own node in the genealogy, under which everyone who registers without a
 * referral code is placed: its user (users) and node (associates), made once, together.
 */
export async function ensureCompanyRoot({ db }: { db: Db }) {
  if (await getRootAssociate({ db })) return;
  const settings = await getCompanySettings({ db });
  await db.transaction(async (tx) => {
    const user = await createUser({
      db: tx,
      values: {
        username: ROOT_USERNAME,
        firstName: settings.name,
        loginType: 'EMAIL',
        roles: ['ASSOCIATE'],
      },
    });
    await createAssociate({
      db: tx,
      userId: user.id,
      sponsor: null,
      prefix: settings.shortName.toUpperCase(),
    });
  });
}
