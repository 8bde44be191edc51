import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  hasPermission,
  isLanguageOnlyUpdate,
  profileLanguageSchema,
  profileUpdateSchema,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import type { AccessClaims } from '../../../platform/access-token';
import { AppError } from '../../../platform/errors';
import { toWebp } from '../../../platform/images';
import type { Storage } from '../../../platform/storage';
import { clashingUserField } from './create-user';
import { getUserById } from './find-users';
import { users } from '../tables';

const AVATAR_SIZE = 512;

/** Only the person themself or staff who manage users may change a profile. */
export function assertSelfOrAdmin(auth: AccessClaims, userId: number) {
  if (auth.userId !== userId && !hasPermission(auth.roles, 'users.manage')) {
    throw new AppError('FORBIDDEN', 'You can only change your own profile.');
  }
}

const toDateOnly = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);

/**
 * Applies the profile payload of spec part 1 §3. Roles, username, login type and the login identifier are
 * never taken from it; a new photo is sniffed, re-encoded and stored under a server-made name. A
 * payload of the language alone (`{preferredLanguage}`, the language switch) changes only that.
 */
export async function updateProfile(options: {
  db: Db;
  storage: Storage;
  auth: AccessClaims;
  userId: number;
  payload: unknown;
  photo?: Buffer;
}) {
  const { db, storage, auth, userId } = options;
  assertSelfOrAdmin(auth, userId);
  const user = await getUserById({ db, id: userId });
  if (isLanguageOnlyUpdate(options.payload) && !options.photo) {
    // Apart from the rest, so a profile that lacks a required field may still change its language.
    const { preferredLanguage } = profileLanguageSchema.parse(options.payload);
    const [updated] = await db
      .update(users)
      .set({ preferredLanguage, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return updated!;
  }
  const input = profileUpdateSchema(user.loginType).parse(options.payload);
  const imageUrl = options.photo
    ? await storage.put(
        `avatars/${randomUUID()}.webp`,
        await toWebp({
          bytes: options.photo,
          allowed: ['jpeg', 'png', 'webp'],
          width: AVATAR_SIZE,
          height: AVATAR_SIZE,
          fit: 'cover',
        }),
      )
    : user.imageUrl;
  try {
    const [updated] = await db
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        ...(input.midName !== undefined ? { midName: input.midName || null } : {}),
        gender: input.gender,
        dob: toDateOnly(input.dob),
        imageUrl,
        ...(user.loginType !== 'EMAIL' ? { primaryEmail: input.primaryEmail as string } : {}),
        ...(user.loginType !== 'PHONE' ? { primaryPhone: input.primaryPhone as string } : {}),
        ...(input.alternateEmails ? { alternateEmails: input.alternateEmails } : {}),
        ...(input.alternatePhone ? { alternatePhones: input.alternatePhone } : {}),
        ...(input.preferredLanguage ? { preferredLanguage: input.preferredLanguage } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    return updated!;
  } catch (error) {
    const clash = clashingUserField(error);
    if (!clash) throw error;
    const field = clash === 'primaryPhone' ? 'primaryPhone' : 'primaryEmail';
    const message =
      field === 'primaryPhone'
        ? 'This phone number is already in use'
        : 'This email is already in use';
    throw new AppError('ALREADY_EXISTS', message, { fields: { [field]: message } });
  }
}
