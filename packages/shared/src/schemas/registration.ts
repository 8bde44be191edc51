import { z } from 'zod';
import { userSchema } from './user';
import { BINARY_LEGS } from './earnings';
import {
  PASSWORDS_MISMATCH_MESSAGE,
  emailOrPhoneSchema,
  loginDestinationSchema,
  otpSchema,
  passwordSchema,
  personNameSchema,
  usernameSchema,
} from './account-rules';
import { collectionConsentSchema } from './privacy';

const passwordsMatch = (value: { password: string; confirmPassword: string }) =>
  value.password === value.confirmPassword;

/** Step 1 of associate registration (spec part 1 §3 registration form). */
export const registerSendOtpSchema = z
  .object({
    name: personNameSchema,
    emailorPhone: emailOrPhoneSchema,
    username: usernameSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: PASSWORDS_MISMATCH_MESSAGE }).max(128),
    referralCode: z.string().trim().max(40).optional().or(z.literal('')),
    /** The direct seller agreement version read and accepted (decision 0122). */
    agreementVersionId: z
      .number({ error: 'Please accept the direct seller agreement.' })
      .int()
      .positive(),
    /** Under a binary plan with MANUAL placement: the sponsor's leg to join (decision 0148). */
    leg: z.enum(BINARY_LEGS, { error: 'Choose the left or the right leg.' }).optional(),
    /** The privacy notice shown and the optional purposes ticked (decision 0143). */
    consent: collectionConsentSchema.optional(),
  })
  .strict()
  .refine(passwordsMatch, { message: PASSWORDS_MISMATCH_MESSAGE, path: ['confirmPassword'] })
  .meta({ id: 'RegisterSendOtp' });
export type RegisterSendOtpInput = z.input<typeof registerSendOtpSchema>;

/** The older popup: creates a customer directly. */
export const registerSchema = z
  .object({
    name: personNameSchema,
    email: z.string().trim().toLowerCase().max(160).pipe(z.email('Invalid email address')),
    username: usernameSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: PASSWORDS_MISMATCH_MESSAGE }).max(128),
    /** Optional (not in the spec's popup): the associate who referred this customer. */
    referralCode: z.string().trim().min(1).max(40).optional(),
    /** The privacy notice shown and the optional purposes ticked (decision 0143). */
    consent: collectionConsentSchema.optional(),
  })
  .strict()
  .refine(passwordsMatch, { message: PASSWORDS_MISMATCH_MESSAGE, path: ['confirmPassword'] })
  .meta({ id: 'Register' });

export const messageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  error: z.null(),
});

export const sendOtpSchema = z
  .object({ destination: loginDestinationSchema })
  .strict()
  .meta({ id: 'SendOtp' });

export const verifyOtpSchema = z
  .object({
    destination: loginDestinationSchema,
    otp: otpSchema,
    type: z.enum(['email', 'phone']).optional(),
  })
  .strict()
  .meta({ id: 'VerifyOtp' });

export const verifyOtpResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ token: z.string(), refreshToken: z.string(), user: userSchema }),
});

export const checkUsernameSchema = z.object({ username: z.string().max(60) }).strict();
export const checkUsernameResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ message: z.string(), isAvailable: z.boolean() }),
});

export const googleSignInSchema = z.object({ idToken: z.string().min(10).max(5000) }).strict();

export const publicAuthConfigSchema = z.object({
  success: z.literal(true),
  data: z.object({ googleClientId: z.string().nullable(), isDevOutbox: z.boolean() }),
});

export const devOutboxResponseSchema = z.object({
  data: z.array(
    z.object({
      destination: z.string(),
      channel: z.enum(['email', 'sms']),
      subject: z.string(),
      body: z.string(),
      code: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
