import { z } from 'zod';
import { messages, type MessageDescriptor } from './messages.ts';

/** Form errors keyed by field; a field without an entry is valid. */
export type FieldErrors<Field extends string> = Partial<Record<Field, MessageDescriptor>>;

export const PASSWORD_MIN_LENGTH = 6;

const emailFormat = z.email();
export const isValidEmail = (value: string): boolean => emailFormat.safeParse(value.trim()).success;

const isBlank = (value: string | undefined): boolean => !value || value.trim() === '';

function emailError(email: string | undefined): MessageDescriptor | undefined {
  if (isBlank(email)) return messages.required;
  return isValidEmail(email as string) ? undefined : messages.invalidEmail;
}

/** Drops the fields that passed, so `Object.keys(errors).length === 0` means the form is valid. */
function only<Field extends string>(errors: Record<Field, MessageDescriptor | undefined>): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(errors).filter(([, e]) => e !== undefined)) as FieldErrors<Field>;
}

export type LoginValues = { email?: string; password?: string };
export function validateLogin(values: LoginValues): FieldErrors<'email' | 'password'> {
  return only({ email: emailError(values.email), password: isBlank(values.password) ? messages.required : undefined });
}

export type SignUpValues = { name?: string; email?: string; password?: string; passwordConfirm?: string; isTermsAccepted?: boolean };
export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  let passwordConfirm: MessageDescriptor | undefined;
  if (isBlank(values.passwordConfirm)) passwordConfirm = messages.required;
  else if (values.passwordConfirm !== values.password) passwordConfirm = messages.passwordsDontMatch;
  return only({
    name: isBlank(values.name) ? messages.required : undefined,
    email: emailError(values.email),
    password: isBlank(values.password) ? messages.required : undefined,
    passwordConfirm,
    isTermsAccepted: values.isTermsAccepted === true ? undefined : messages.termsRequired,
  });
}

/** What the sign-up call sends: the confirmation stays in the form. */
export function signUpPayload(values: Required<SignUpValues>): { name: string; email: string; password: string; isTermsAccepted: boolean } {
  return { name: values.name.trim(), email: values.email.trim(), password: values.password, isTermsAccepted: values.isTermsAccepted };
}

export function validateResetRequest(values: { email?: string }): FieldErrors<'email'> {
  return only({ email: emailError(values.email) });
}

export type ChangePasswordValues = { password?: string; passwordRepeat?: string };
export function validateChangePassword(values: ChangePasswordValues): FieldErrors<keyof ChangePasswordValues> {
  let password: MessageDescriptor | undefined;
  if (!values.password) password = messages.newPasswordRequired;
  else if (values.password.length < PASSWORD_MIN_LENGTH) password = messages.passwordTooShort;
  let passwordRepeat: MessageDescriptor | undefined;
  if (!values.passwordRepeat) passwordRepeat = messages.passwordRepeatRequired;
  else if (values.passwordRepeat !== values.password) passwordRepeat = messages.passwordsMustMatch;
  return only({ password, passwordRepeat });
}
