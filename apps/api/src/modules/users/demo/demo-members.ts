import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';

/** Indian given names and surnames for labelled demo members (the username says "demo"). */
export const FIRST_NAMES = [
  'Aarav',
  'Aditi',
  'Akash',
  'Ananya',
  'Arjun',
  'Bhavna',
  'Chetan',
  'Deepa',
  'Divya',
  'Farhan',
  'Gauri',
  'Harish',
  'Ishita',
  'Jaya',
  'Kabir',
  'Kavya',
  'Lakshmi',
  'Manoj',
  'Meera',
  'Nikhil',
  'Nisha',
  'Pooja',
  'Pranav',
  'Priya',
  'Rahul',
  'Ravi',
  'Rohan',
  'Sana',
  'Sanjay',
  'Shreya',
  'Suresh',
  'Tanvi',
  'Uday',
  'Varun',
  'Vidya',
  'Yash',
  'Zoya',
  'Gurpreet',
  'Imran',
  'Lalita',
];
export const LAST_NAMES = [
  'Sharma',
  'Verma',
  'Patel',
  'Shah',
  'Reddy',
  'Nair',
  'Menon',
  'Iyer',
  'Rao',
  'Gupta',
  'Singh',
  'Kaur',
  'Das',
  'Bose',
  'Mukherjee',
  'Khan',
  'Qureshi',
  'Joshi',
  'Kulkarni',
  'Deshmukh',
  'Pillai',
  'Naidu',
  'Yadav',
  'Mishra',
  'Pandey',
  'Chauhan',
  'Thakur',
  'Sethi',
  'Kapoor',
  'Gill',
];

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value}'`).join(',')}]`);

/**
 * Adds `count` demo members (usernames demo<n>, no password, so they cannot sign in) in batches,
 * set-based; answers their ids in order. `onBatch` gets how many were added so far.
 */
export async function createDemoMembers(options: {
  db: Db;
  count: number;
  batchSize?: number;
  onBatch?: (added: number) => void;
}) {
  const { db, count, batchSize = 50_000 } = options;
  const [{ start } = { start: 0 }] = await queryRows<{ start: number }>(
    db,
    sql`select coalesce(max(substring(username from 5)::int), 0) as start
        from users where username ~ '^demo[0-9]+$'`,
  );
  const ids: number[] = [];
  for (let done = 0; done < count; done += batchSize) {
    const size = Math.min(batchSize, count - done);
    const from = start + done + 1;
    const rows = await queryRows<{ id: number }>(
      db,
      sql`insert into users (username, first_name, last_name, login_type, roles)
          select 'demo' || n,
                 (${textArray(FIRST_NAMES)})[1 + (n::bigint * 7919) % ${FIRST_NAMES.length}],
                 (${textArray(LAST_NAMES)})[1 + (n::bigint * 104729) % ${LAST_NAMES.length}],
                 'EMAIL', '{ASSOCIATE}'
          from generate_series(${from}::int, ${from + size - 1}::int) as n
          returning id`,
    );
    ids.push(...rows.map((row) => row.id));
    options.onBatch?.(done + size);
  }
  return ids.sort((a, b) => a - b);
}
