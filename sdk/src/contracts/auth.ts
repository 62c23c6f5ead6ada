import { z } from 'zod';
import { defineContract } from './contract.js';
import { emptyData } from './common.js';
import { emailAddressField, passwordField, requiredField, ukPhoneNumberField } from './entities/fields.js';
import { authSessionSchema, sessionUserSchema } from './entities/user.js';

// Paths the spec does not show, in its style under /backend-service/auth/ (ARCHITECTURE.md §3, §5).
const base = '/backend-service/auth';

const passwordsMatch = {
  message: 'Passwords do not match',
  path: ['confirmPassword'],
  // Say so as soon as both passwords are filled in, even while other fields still have errors.
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; confirmPassword?: unknown } | null;
    return typeof value?.password === 'string' && typeof value.confirmPassword === 'string';
  },
};
const matches = (form: { password: string; confirmPassword: string }) => form.password === form.confirmPassword;
const confirmPasswordField = z.string({ error: 'Confirm your password' }).min(1, 'Confirm your password').max(128);

/** The sign-up form (spec section 3). */
export const registerBodySchema = z
  .object({
    firstName: requiredField('your first name', 50),
    lastName: requiredField('your last name', 50),
    emailAddress: emailAddressField,
    password: passwordField,
    confirmPassword: confirmPasswordField,
    phoneNumber: ukPhoneNumberField,
  })
  .refine(matches, passwordsMatch);
export type RegisterBody = z.input<typeof registerBodySchema>;

export const signInBodySchema = z.object({
  emailAddress: emailAddressField,
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(128),
});
export type SignInBody = z.input<typeof signInBodySchema>;

export const resetPasswordBodySchema = z
  .object({
    token: requiredField('the reset code from your email', 200),
    password: passwordField,
    confirmPassword: confirmPasswordField,
  })
  .refine(matches, passwordsMatch);
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string({ error: 'Enter your current password' }).min(1, 'Enter your current password').max(128),
    password: passwordField,
    confirmPassword: confirmPasswordField,
  })
  .refine(matches, passwordsMatch);
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

const emailOnly = z.object({ emailAddress: emailAddressField });

export const authContracts = {
  register: defineContract({
    method: 'POST',
    path: `${base}/register`,
    access: 'public',
    summary: 'Creates a customer account and emails a verification code (a taken address gets the same answer, and its owner an email).',
    body: registerBodySchema,
    data: z.object({ emailAddress: z.string().max(254) }),
  }),
  verifyEmail: defineContract({
    method: 'POST',
    path: `${base}/verify-email`,
    access: 'public',
    summary: 'Confirms an email address with the code from the verification email and signs the user in.',
    body: z.object({ emailAddress: emailAddressField, code: requiredField('the code from your email', 200) }),
    data: authSessionSchema,
  }),
  resendVerification: defineContract({
    method: 'POST',
    path: `${base}/resend-verification`,
    access: 'public',
    summary: 'Sends a new verification email; answers the same whether or not the address has an account.',
    body: emailOnly,
    data: emptyData,
  }),
  signIn: defineContract({
    method: 'POST',
    path: `${base}/sign-in`,
    access: 'public',
    summary: 'Exchanges an email address and password for a bearer token.',
    body: signInBodySchema,
    data: authSessionSchema,
  }),
  signOut: defineContract({
    method: 'POST',
    path: `${base}/sign-out`,
    access: 'private',
    summary: 'Ends the session of the token used for this call.',
    data: emptyData,
  }),
  signOutEverywhere: defineContract({
    method: 'POST',
    path: `${base}/sign-out-everywhere`,
    access: 'private',
    summary: "Ends every session of the caller's account on every device.",
    data: emptyData,
  }),
  forgotPassword: defineContract({
    method: 'POST',
    path: `${base}/forgot-password`,
    access: 'public',
    summary: 'Emails a single-use password reset link valid for one hour, if the address has an account.',
    body: emailOnly,
    data: emptyData,
  }),
  resetPassword: defineContract({
    method: 'POST',
    path: `${base}/reset-password`,
    access: 'public',
    summary: "Sets a new password with a reset token and ends all of the account's sessions.",
    body: resetPasswordBodySchema,
    data: emptyData,
  }),
  changePassword: defineContract({
    method: 'POST',
    path: `${base}/change-password`,
    access: 'private',
    summary: 'Changes the password, ends every other session and returns a fresh token for this one.',
    body: changePasswordBodySchema,
    data: authSessionSchema,
  }),
  me: defineContract({
    method: 'GET',
    path: `${base}/me`,
    access: 'private',
    summary: 'Returns the signed-in user the session needs (role, business, flags).',
    data: sessionUserSchema,
  }),
} as const;
