import { describe, expect, it } from 'vitest';
import { signUpPayload, validateChangePassword, validateLogin, validateResetRequest, validateSignUp } from './account-forms.ts';

const text = (errors: Record<string, { defaultMessage: string } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.defaultMessage]));

describe('login', () => {
  it('requires email and password', () => {
    expect(text(validateLogin({}))).toEqual({ email: 'Required', password: 'Required' });
  });

  it('rejects an invalid email', () => {
    expect(text(validateLogin({ email: 'nope', password: 'x' }))).toEqual({ email: 'Invalid email' });
    expect(validateLogin({ email: 'ana@example.org', password: 'x' })).toEqual({});
  });

  it('returns message descriptors with ids', () => {
    expect(validateLogin({ email: 'x@example.org' }).password).toEqual({ id: 'validation.required', defaultMessage: 'Required' });
  });
});

describe('sign up', () => {
  const valid = { name: 'Ana', email: 'ana@example.org', password: 'secret1', passwordConfirm: 'secret1', isTermsAccepted: true };

  it('accepts a complete form', () => {
    expect(validateSignUp(valid)).toEqual({});
  });

  it('requires every field and the terms', () => {
    expect(text(validateSignUp({}))).toEqual({
      name: 'Required',
      email: 'Required',
      password: 'Required',
      passwordConfirm: 'Required',
      isTermsAccepted: 'Accept Terms and Policy is required',
    });
  });

  it("says Passwords don't match", () => {
    expect(text(validateSignUp({ ...valid, passwordConfirm: 'other' }))).toEqual({ passwordConfirm: "Passwords don't match" });
    expect(text(validateSignUp({ ...valid, email: 'a@' }))).toEqual({ email: 'Invalid email' });
  });

  it('does not send passwordConfirm', () => {
    expect(signUpPayload(valid)).toEqual({ name: 'Ana', email: 'ana@example.org', password: 'secret1', isTermsAccepted: true });
  });
});

describe('reset request', () => {
  it('requires a valid email', () => {
    expect(text(validateResetRequest({ email: '' }))).toEqual({ email: 'Required' });
    expect(text(validateResetRequest({ email: 'ana' }))).toEqual({ email: 'Invalid email' });
    expect(validateResetRequest({ email: 'ana@example.org' })).toEqual({});
  });
});

describe('change password', () => {
  it('requires both fields', () => {
    expect(text(validateChangePassword({}))).toEqual({ password: 'New Password is required!', passwordRepeat: 'Password repeat is required!' });
  });

  it('needs at least 6 characters', () => {
    expect(text(validateChangePassword({ password: '12345', passwordRepeat: '12345' }))).toEqual({ password: 'Password has to be longer than 6 characters!' });
    expect(validateChangePassword({ password: '123456', passwordRepeat: '123456' })).toEqual({});
  });

  it('needs the repeat to match', () => {
    expect(text(validateChangePassword({ password: '123456', passwordRepeat: '1234567' }))).toEqual({ passwordRepeat: 'Passwords must match' });
  });
});
