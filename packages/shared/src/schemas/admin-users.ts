import { z } from 'zod';
import { LOGIN_TYPES, ROLES } from '../constants';
import { STAFF_ROLES } from '../permissions';
import { labelledValueSchema, pageQueryFields, pagedEnvelope } from './paging';
import { addressSchema } from './address';

export const USER_STATUSES = ['active', 'inactive'] as const;
export const USER_SORTS = ['newest', 'oldest', 'name', 'username'] as const;

const userFilterFields = {
  /** Name, username, email, phone, or a referral code (exact). */
  q: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  sort: z.enum(USER_SORTS).default('newest'),
};
export const adminUserListQuerySchema = z
  .object({ ...pageQueryFields, ...userFilterFields })
  .strict();
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;
export const adminUserExportQuerySchema = z.object(userFilterFields).strict();
export type AdminUserFilter = z.infer<typeof adminUserExportQuerySchema>;

/** A row of the console's users list: never a password hash, token or code. */
export const adminUserRowSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    name: z.string(),
    primaryEmail: z.string().nullable(),
    primaryPhone: z.string().nullable(),
    loginType: z.enum(LOGIN_TYPES),
    roles: z.array(z.enum(ROLES)),
    isActive: z.boolean(),
    referralCode: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminUserRow' });
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUserListResponseSchema = pagedEnvelope(adminUserRowSchema);

const personRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  referralCode: z.string().nullable(),
});

export const userSessionSchema = z.object({
  sessionId: z.string(),
  method: z.string(),
  startedAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
});

/**
 * A section of a user's page that another module supplies (orders, business value, ...): a
 * title, columns and rows of text, so the console shows it without knowing the module.
 */
export const userPageSectionSchema = z.object({
  key: z.string(),
  title: z.string(),
  columns: z.array(z.object({ key: z.string(), label: z.string() })),
  rows: z.array(z.record(z.string(), z.string())),
  /** The console's full list of these, when there is one. */
  href: z.string().nullable(),
  summary: z.array(labelledValueSchema),
});
export type UserPageSection = z.infer<typeof userPageSectionSchema>;

export const adminUserDetailSchema = z
  .object({
    user: adminUserRowSchema.extend({
      firstName: z.string().nullable(),
      midName: z.string().nullable(),
      lastName: z.string().nullable(),
      gender: z.string().nullable(),
      dob: z.string().nullable(),
      imageUrl: z.string().nullable(),
      alternateEmails: z.array(z.string()),
      alternatePhones: z.array(z.string()),
      updatedAt: z.string(),
    }),
    associate: z
      .object({
        id: z.number().int(),
        referralCode: z.string(),
        rank: z.string(),
        bvValue: z.number().int(),
        joinedAt: z.string(),
        sponsor: personRefSchema.nullable(),
        parent: personRefSchema.nullable(),
      })
      .nullable(),
    addresses: z.array(addressSchema),
    sessions: z.array(userSessionSchema),
    sections: z.array(userPageSectionSchema),
  })
  .meta({ id: 'AdminUserDetail' });
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
export const adminUserDetailResponseSchema = z.object({
  success: z.literal(true),
  data: adminUserDetailSchema,
});

export const setUserStatusSchema = z
  .object({ isActive: z.boolean(), reason: z.string().trim().max(500).optional() })
  .strict();
export const setUserRolesSchema = z
  .object({
    roles: z
      .array(z.enum(STAFF_ROLES))
      .max(STAFF_ROLES.length)
      .refine((roles) => new Set(roles).size === roles.length, 'Each role once'),
  })
  .strict();
export const adminUserUpdatedResponseSchema = z.object({
  success: z.literal(true),
  data: adminUserRowSchema,
});

export const ADMIN_USER_MESSAGES = {
  lastAdmin: 'The last active administrator cannot lose the role or be deactivated.',
  selfDeactivate: 'You cannot deactivate your own account.',
  staffOnlyByAdmins: 'Only administrators can deactivate or reactivate staff.',
  accountDeactivated: 'This account has been deactivated. Please contact support.',
  accessChanged: 'Your access has changed. Please sign in again.',
  sessionEnded: 'This session has ended. Please sign in again.',
} as const;
