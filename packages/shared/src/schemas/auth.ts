import { z } from 'zod';
import { userSchema } from './user';

export const loginRequestSchema = z
  .object({
    usernameOrEmail: z.string().trim().min(1, 'Enter your username or email').max(160),
    password: z.string().min(1, 'Enter your password').max(128),
  })
  .strict()
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Spec part 1 §3: the login answer is `{token, user}`; the refresh token rides along. */
export const loginResponseSchema = z
  .object({ token: z.string(), refreshToken: z.string(), user: userSchema })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The body may be empty: the web app sends the refresh token as an httpOnly cookie instead. */
export const refreshTokenRequestSchema = z
  .object({ refreshToken: z.string().min(1).max(200).optional() })
  .strict()
  .nullish();

export const refreshTokenResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ accessToken: z.string(), refreshToken: z.string(), user: userSchema }),
});

export const verifyTokenRequestSchema = z.object({ token: z.string().min(1).max(4000) }).strict();
export const verifyTokenResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ valid: z.literal(true), user: userSchema }),
});

export const logoutResponseSchema = z.object({ success: z.literal(true), data: z.object({}) });

export const currentUserResponseSchema = z.object({ success: z.literal(true), data: userSchema });
