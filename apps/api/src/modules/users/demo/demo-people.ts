import type { Db } from '../../../db/client';
import { createUser } from '../services/create-user';
import { FIRST_NAMES, LAST_NAMES } from './demo-members';

/**
 * The demo business's people (docs/decisions/0117): usernames `demoassoc<n>` and
 * `democust<n>` say "demo" on every page that shows them; phones are 90000 00001 onward (a
 * range kept for the demo: a real sign-up with one of them is refused as taken, never merged),
 * e-mails at demo.example.com (a reserved domain, nothing is delivered). No password: nobody
 * signs in as them.
 */
export const DEMO_PHONE_PREFIX = '90000';
export const DEMO_EMAIL_DOMAIN = 'demo.example.com';

const KINDS = {
  ASSOCIATE: { username: 'demoassoc', phoneFrom: 0 },
  CUSTOMER: { username: 'democust', phoneFrom: 50_000 },
} as const;

export const demoUsername = (role: keyof typeof KINDS, number: number) =>
  `${KINDS[role].username}${String(number).padStart(3, '0')}`;

/** A demo person with a believable Indian name drawn by `random`. */
export async function createDemoPerson(options: {
  db: Db;
  role: keyof typeof KINDS;
  number: number;
  random: () => number;
}) {
  const { db, role, number, random } = options;
  const firstName = FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)]!;
  const lastName = LAST_NAMES[Math.floor(random() * LAST_NAMES.length)]!;
  const username = demoUsername(role, number);
  return createUser({
    db,
    values: {
      username,
      firstName,
      lastName,
      primaryEmail: `${firstName}.${lastName}.${username}@${DEMO_EMAIL_DOMAIN}`.toLowerCase(),
      primaryPhone: `${DEMO_PHONE_PREFIX}${String(KINDS[role].phoneFrom + number).padStart(5, '0')}`,
      loginType: 'PHONE',
      roles: [role],
    },
  });
}
