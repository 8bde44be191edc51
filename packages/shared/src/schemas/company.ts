import { z } from 'zod';
import { MESSAGES } from '../messages';
import { MOBILE_PATTERN } from '../phone';
import { gstinSchema } from './gst';
import { INVOICING_MESSAGES, invoicingSettingsSchema } from './invoicing';

const socialLinkSchema = z.object({
  network: z.enum(['facebook', 'instagram', 'youtube', 'x', 'linkedin', 'whatsapp']),
  url: z.url({ protocol: /^https?$/ }).max(300),
});

// The profile's phone message (spec part 1 §5) for the same rule.
const mobile = z.string().regex(MOBILE_PATTERN, MESSAGES.profile.invalidPhone);

export const companySettingsSchema = z
  .object({
    name: z.string().trim().min(2).max(120),
    shortName: z.string().trim().min(2).max(12),
    tagline: z.string().trim().max(160),
    logoUrl: z.string().max(300).nullable(),
    brandColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #c2410c'),
    registration: z.object({
      cin: z.string().trim().max(80),
      /** Printed on tax invoices: checked with its check character (issue 14). */
      gstin: gstinSchema,
      pan: z.string().trim().max(80),
      directSellingDeclaration: z.string().trim().max(300),
    }),
    office: z.object({
      addressLines: z.array(z.string().trim().min(1).max(120)).min(1).max(5),
      email: z.email().max(160),
      phone: mobile,
      hours: z.string().trim().max(80),
    }),
    socialLinks: z.array(socialLinkSchema).max(8),
    /** Ten-digit Indian number the floating chat button opens a conversation with. */
    chatPhone: mobile,
    /**
     * Named on every product page with their contact (Consumer Protection (E-Commerce) Rules
     * 2020, rule 4(1)(d) and 4(4); decision 0111).
     */
    grievanceOfficer: z.object({
      name: z.string().trim().min(2).max(120),
      designation: z.string().trim().min(2).max(80),
      email: z.email().max(160),
      phone: mobile,
    }),
    /**
     * Grievance deadlines (Direct Selling Rules 2021 rule 4(9): acknowledge within 48 hours,
     * redress within one month) and how long before each the officer is warned (decision 0126).
     */
    grievanceDeadlines: z
      .object({
        acknowledgeHours: z.number().int().min(1).max(48),
        resolveDays: z.number().int().min(1).max(30),
        acknowledgeWarnHours: z.number().int().min(0).max(47),
        resolveWarnDays: z.number().int().min(0).max(29),
      })
      .default({
        acknowledgeHours: 48,
        resolveDays: 30,
        acknowledgeWarnHours: 12,
        resolveWarnDays: 5,
      }),
    foundedOn: z.iso.date(),
    invoicing: invoicingSettingsSchema,
    /**
     * Sponsors in the loop (decision 0134): besides the sponsor, how many levels of the sponsor's
     * upline hear of a join, a rank reached or a rank set by an admin (0 = the sponsor only).
     */
    sponsorNoticeUplineDepth: z.number().int().min(0).max(5).default(0),
  })
  .strict()
  .refine((settings) => settings.registration.gstin.slice(0, 2) === settings.invoicing.stateCode, {
    message: INVOICING_MESSAGES.gstinState,
    path: ['registration', 'gstin'],
  })
  .meta({ id: 'CompanySettings' });
export type CompanySettings = z.infer<typeof companySettingsSchema>;

export const companySettingsResponseSchema = z.object({
  success: z.literal(true),
  data: companySettingsSchema,
});
