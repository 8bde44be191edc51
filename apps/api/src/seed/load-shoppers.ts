import { addressInputSchema } from '@saathi/shared';
import type { Db } from '../db/client';
import { hashPassword } from '../platform/password';
import { createAddress, listAddresses } from '../modules/addresses';
import { createUser, findUserByUsername } from '../modules/users';

/** The one password of every load-test shopper (printed by seed:large; never a real account). */
export const LOAD_SHOPPER_PASSWORD = 'LoadTest-2026';

const address = addressInputSchema.parse({
  name: 'Load Test Shopper',
  phone_number: '9876543210',
  street_address: '1 Benchmark Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postal_code: '560001',
  country: 'India',
  isDefault: true,
});

/**
 * Customers for load tests (`npm run seed:large -- --shoppers N`), labelled "Load Test": users
 * `loadshopper1`…, one shared password hash, each with a default delivery address. Existing ones
 * are kept, so running it again only adds what is missing.
 */
export async function fillLoadShoppers(options: {
  db: Db;
  count: number;
  onProgress?: (done: number, total: number) => void;
}) {
  const { db, count, onProgress } = options;
  const passwordHash = await hashPassword(LOAD_SHOPPER_PASSWORD);
  const shoppers: { id: number; username: string; addressId: number }[] = [];
  for (let index = 1; index <= count; index += 1) {
    const username = `loadshopper${index}`;
    let user = await findUserByUsername({ db, username });
    let addressId = user ? (await listAddresses({ db, userId: user.id }))[0]?.id : undefined;
    if (!user) {
      user = await createUser({
        db,
        values: {
          username,
          primaryEmail: `${username}@load-test.invalid`,
          firstName: 'Load Test',
          lastName: `Shopper ${index}`,
          loginType: 'EMAIL',
          roles: ['CUSTOMER'],
          passwordHash,
        },
      });
    }
    addressId ??= (await createAddress({ db, userId: user.id, input: address })).id;
    shoppers.push({ id: user.id, username, addressId });
    onProgress?.(index, count);
  }
  return shoppers;
}
