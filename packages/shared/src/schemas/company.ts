import { z } from 'zod';
import { PHONE_LENGTH } from '../constants';

const socialLinkSchema = z.object({
  network: z.enum(['facebook', 'instagram', 'youtube', 'x', 'linkedin', 'whatsapp']),
  url: z.url({ protocol: /^https?$/ }).max(300),
});

export const companySettingsSchema = z
  .object({
    name: z.string().trim().min(2).max(120),
    shortName: z.string().trim().min(2).max(12),
    tagline: z.string().trim().max(160),
    logoUrl: z.string().max(300).nullable(),
    brandColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #c2410c'),
    registration: z.object({
      cin: z.string().trim().max(80),
      gstin: z.string().trim().max(80),
      pan: z.string().trim().max(80),
      directSellingDeclaration: z.string().trim().max(300),
    }),
    office: z.object({
      addressLines: z.array(z.string().trim().min(1).max(120)).min(1).max(5),
      email: z.email().max(160),
      phone: z
        .string()
        .regex(new RegExp(`^[6-9]\\d{${PHONE_LENGTH - 1}}$`), 'Enter valid 10-digit phone'),
      hours: z.string().trim().max(80),
    }),
    socialLinks: z.array(socialLinkSchema).max(8),
    /** Ten-digit Indian number the floating chat button opens a conversation with. */
    chatPhone: z
      .string()
      .regex(new RegExp(`^[6-9]\\d{${PHONE_LENGTH - 1}}$`), 'Enter valid 10-digit phone'),
    foundedOn: z.iso.date(),
  })
  .strict()
  .meta({ id: 'CompanySettings' });
export type CompanySettings = z.infer<typeof companySettingsSchema>;

// The demo values live in a zod-free module so the web app's first load can use them without zod.
export { DEMO_COMPANY_SETTINGS } from '../company-defaults';

export const companySettingsResponseSchema = z.object({
  success: z.literal(true),
  data: companySettingsSchema,
});
