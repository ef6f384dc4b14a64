import { z } from 'zod';
import { text } from './primitives';
import { PASSWORD_MIN } from '../constants';

const email = text({ error: 'Enter a valid email address' })
  .trim()
  .max(254, 'Enter a valid email address')
  .email('Enter a valid email address');

const password = text({ error: 'Password must be at least 6 characters' })
  .min(PASSWORD_MIN, 'Password must be at least 6 characters')
  .max(200, 'Password must be at most 200 characters');

export const loginInput = z.object({
  email,
  password,
  rememberMe: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginInput>;

export const companyEmailMessage = (domain: string) => `Only @${domain} email addresses are allowed`;

/** The company-domain rule; the domain comes from the server's configuration. */
export function companyEmail(domain: string) {
  return email.refine((v) => v.toLowerCase().endsWith(`@${domain.toLowerCase()}`), companyEmailMessage(domain));
}

export const emailLinkInput = z.object({ email });
export type EmailLinkInput = z.infer<typeof emailLinkInput>;

export const registerInput = z
  .object({
    username: text({ error: 'Username is required' })
      .trim()
      .min(2, 'Username must be at least 2 characters')
      .max(60, 'Username must be at most 60 characters'),
    email,
    password,
    confirmPassword: text({ error: 'Passwords do not match' }).max(200),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
export type RegisterInput = z.infer<typeof registerInput>;

export const forgotPasswordInput = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

export const resetPasswordInput = z
  .object({
    token: text({ error: 'The reset link is invalid' }).min(10, 'The reset link is invalid').max(200),
    password,
    confirmPassword: text({ error: 'Passwords do not match' }).max(200),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** POST /api/password/change: the current password, and the new one twice. */
export const changePasswordInput = z
  .object({
    currentPassword: text({ error: 'Enter your current password' }).min(1, 'Enter your current password').max(200),
    password,
    confirmPassword: text({ error: 'Passwords do not match' }).max(200),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** POST /api/logout/everywhere: how many sessions (this one included) were ended. */
export const endedSessionsSchema = z.object({ ended: z.number().int() }).meta({ id: 'EndedSessions' });

/** POST /api/password/change: the password is changed and the other sessions ended (this one stays). */
export const passwordChangedSchema = z
  .object({ changed: z.literal(true), otherSessionsEnded: z.number().int() })
  .meta({ id: 'PasswordChanged' });

export const WRONG_CURRENT_PASSWORD =
  'Your current password is not correct. Type it again, or sign out and use "Forgot password".';

/** GET /api/auth/status and POST /api/auth/refresh-session */
export const authStatusSchema = z
  .object({
    authenticated: z.boolean(),
    userId: z.number().int().optional(),
    username: z.string().nullable().optional(),
    email: z.string().optional(),
  })
  .meta({ id: 'AuthStatus' });
export type AuthStatus = z.infer<typeof authStatusSchema>;

/** The signed-in staff member: what login, registration and a password reset answer. */
export const sessionUserSchema = z
  .object({ id: z.number().int(), username: z.string().nullable(), email: z.string() })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * Who an e-mailed link signed in. `passwordCleared`: the address was confirmed from another browser
 * than the one that chose the password, so that password was not kept.
 */
export const emailLinkSignInSchema = sessionUserSchema
  .extend({ passwordCleared: z.literal(true).optional() })
  .meta({ id: 'EmailLinkSignIn' });
export type EmailLinkSignIn = z.infer<typeof emailLinkSignInSchema>;

/** What the confirmation page says when the password chosen at registration was not kept. */
export const PASSWORD_CLEARED_MESSAGE =
  'This link was opened in a different browser from the one you registered in, so the password you chose there was not kept. Choose a new one with Forgot Password on the sign-in page.';

/** GET /api/config (public): what the sign-in pages need before anyone signs in. */
export const publicConfigSchema = z
  .object({ brandName: z.string(), companyEmailDomain: z.string(), devOutbox: z.boolean() })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** A login link or a password reset was asked for: sent (or quietly not, for an unknown address). */
export const sentSchema = z.object({ sent: z.literal(true) });

/** GET /api/password/reset: whether a reset link still works. */
export const resetTokenStatusSchema = z.object({ valid: z.boolean() });

/** The token of an e-mailed sign-in or verification link, posted from the page the link opens. */
export const emailLinkTokenInput = z.object({
  token: text({ error: 'Your login link has expired or is invalid. Please request a new one.' })
    .min(10, 'Your login link has expired or is invalid. Please request a new one.')
    .max(200, 'Your login link has expired or is invalid. Please request a new one.'),
});
export type EmailLinkTokenInput = z.infer<typeof emailLinkTokenInput>;

/** What the page an e-mailed link opens shows before anyone presses its button. */
export const emailLinkStatusSchema = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('valid'), email: z.string(), purpose: z.enum(['login', 'verify']) }),
    z.object({ status: z.literal('invalid-token') }),
    z.object({ status: z.literal('user-not-found') }),
  ])
  .meta({ id: 'EmailLinkStatus' });
export type EmailLinkStatus = z.infer<typeof emailLinkStatusSchema>;

/** The answer to a registration, the same whether or not the address already had an account. */
export const registerResultSchema = z.object({ sent: z.literal(true), email: z.string() });
export type RegisterResult = z.infer<typeof registerResultSchema>;

export const UNVERIFIED_MESSAGE = 'Confirm your e-mail address first: we have sent you a link.';
