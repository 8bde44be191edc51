import { z } from 'zod';

// The direct seller agreement and identity card (issue 30; Consumer Protection (Direct Selling)
// Rules 2021, rules 5 and 6; decisions 0122-0124).

export const AGREEMENT_TEXTS = {
  mustAccept: 'Please read and accept the direct seller agreement to become an associate.',
  notCurrent: 'This agreement is no longer the current one. Please read the current agreement.',
  notAssociate: 'Only an associate has an identity card.',
  kycFirst: 'Your identity card is issued once your KYC is approved.',
  photoFirst: 'Add a profile photo first: it is printed on your identity card.',
  notEffectiveInPast: 'A new version takes effect today or later.',
} as const;

export const agreementVersionSchema = z
  .object({
    id: z.number().int(),
    version: z.string(),
    title: z.string(),
    body: z.string(),
    effectiveFrom: z.string(),
    /** SHA-256 of the body, hex: what an acceptance records. */
    sha256: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'AgreementVersion' });
export type AgreementVersion = z.infer<typeof agreementVersionSchema>;

export const agreementAcceptanceSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    versionId: z.number().int(),
    version: z.string(),
    textSha256: z.string(),
    acceptedAt: z.string(),
    ip: z.string(),
    userAgent: z.string(),
  })
  .meta({ id: 'AgreementAcceptance' });
export type AgreementAcceptance = z.infer<typeof agreementAcceptanceSchema>;

export const newAgreementVersionSchema = z
  .object({
    version: z.string().trim().min(1).max(20),
    title: z.string().trim().min(3).max(160),
    body: z.string().trim().min(20).max(100_000),
    /** A calendar day (India): the version governs from its start. */
    effectiveFrom: z.iso.date(),
  })
  .strict()
  .meta({ id: 'NewAgreementVersion' });

export const acceptAgreementSchema = z
  .object({ versionId: z.number().int().positive() })
  .strict()
  .meta({ id: 'AcceptAgreement' });

export const agreementStatusSchema = z
  .object({
    current: agreementVersionSchema,
    /** True when the signed-in person has accepted the current version. */
    hasAcceptedCurrent: z.boolean(),
    acceptances: z.array(agreementAcceptanceSchema),
  })
  .meta({ id: 'AgreementStatus' });
export type AgreementStatus = z.infer<typeof agreementStatusSchema>;

export const ID_CARD_STATUSES = ['ACTIVE', 'SUSPENDED', 'EXPIRED'] as const;
export type IdCardStatus = (typeof ID_CARD_STATUSES)[number];

export const idCardVerificationSchema = z
  .object({
    cardId: z.string(),
    name: z.string(),
    referralCode: z.string(),
    photoUrl: z.string().nullable(),
    status: z.enum(ID_CARD_STATUSES),
    validUntil: z.string(),
    company: z.string(),
  })
  .meta({ id: 'IdCardVerification' });
export type IdCardVerification = z.infer<typeof idCardVerificationSchema>;

export const idCardSchema = z
  .object({
    cardId: z.string(),
    issuedAt: z.string(),
    validUntil: z.string(),
    verifyUrl: z.string(),
  })
  .meta({ id: 'IdCard' });
export type IdCard = z.infer<typeof idCardSchema>;

/** Card ids are random base32 words: a verify link names one card, never counts through them. */
export const idCardParamsSchema = z.object({ cardId: z.string().regex(/^[a-z2-7]{16}$/) });
