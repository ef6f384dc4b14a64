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

export interface AuthStatus {
  authenticated: boolean;
  userId?: number;
  username?: string | null;
  email?: string;
}

export interface SessionUser {
  id: number;
  username: string | null;
  email: string;
}

export interface PublicConfig {
  brandName: string;
  companyEmailDomain: string;
  devOutbox: boolean;
}

/** The token of an e-mailed sign-in or verification link, posted from the page the link opens. */
export const emailLinkTokenInput = z.object({
  token: text({ error: 'Your login link has expired or is invalid. Please request a new one.' })
    .min(10, 'Your login link has expired or is invalid. Please request a new one.')
    .max(200, 'Your login link has expired or is invalid. Please request a new one.'),
});
export type EmailLinkTokenInput = z.infer<typeof emailLinkTokenInput>;

/** What the page an e-mailed link opens shows before anyone presses its button. */
export type EmailLinkStatus =
  | { status: 'valid'; email: string; purpose: 'login' | 'verify' }
  | { status: 'invalid-token' }
  | { status: 'user-not-found' };

/** The answer to a registration, the same whether or not the address already had an account. */
export interface RegisterResult {
  sent: true;
  email: string;
}

export const UNVERIFIED_MESSAGE = 'Confirm your e-mail address first: we have sent you a link.';
