import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

export const authMessages = defineMessages({
  welcomeTitle: { id: 'auth.loginSignup.title' },
  welcomeIntro: { id: 'auth.loginSignup.intro' },
  guestNote: { id: 'auth.loginSignup.guestNote' },
  continueAsGuest: { id: 'auth.loginSignup.continueAsGuest' },
  login: { id: 'auth.login' },
  signUp: { id: 'auth.signUp' },
  email: { id: 'auth.email' },
  password: { id: 'auth.password' },
  name: { id: 'auth.name' },
  confirmPassword: { id: 'auth.confirmPassword' },
  forgotPassword: { id: 'auth.forgotPassword' },
  forgotIntro: { id: 'auth.forgot.intro' },
  send: { id: 'auth.send' },
  save: { id: 'auth.save' },
  cancel: { id: 'auth.cancel' },
  close: { id: 'auth.close' },
  terms: { id: 'auth.terms' },
  privacy: { id: 'auth.privacy' },
  orContinueWith: { id: 'auth.social.or' },
  continueWithGoogle: { id: 'auth.social.google' },
  continueWithFacebook: { id: 'auth.social.facebook' },
  continueWithApple: { id: 'auth.social.apple' },
  activating: { id: 'auth.activate.title' },
  invalidActivationUrl: { id: 'auth.activate.invalidUrl' },
  homePage: { id: 'app.homePage' },
  changePasswordTitle: { id: 'auth.reset.title' },
  newPassword: { id: 'auth.reset.newPassword' },
  repeatPassword: { id: 'auth.reset.repeatPassword' },
  backToLogin: { id: 'auth.backToLogin' },
  callbackLoading: { id: 'auth.callback.title' },
  callbackError: { id: 'auth.callback.error' },
  socialLoginFailed: { id: 'auth.callback.failed' },
});

/**
 * Our own failure texts (spec 01 §8), by their English wording, so a translated catalogue can show them in the
 * user's language. The server's own messages are shown as it sends them.
 */
export const failureMessages = defineMessages({
  'Unable to contact server. Try in a moment': { id: 'auth.error.noConnection' },
  'Login failed': { id: 'auth.error.loginFailed' },
  'Failed to send reset email': { id: 'auth.error.resetFailed' },
  'Failed to change password': { id: 'auth.error.changePasswordFailed' },
  'Need to be authenticated to perform this request': { id: 'auth.required' },
  'Sorry. An error occurred during authenticate process. Please try it again': { id: 'auth.callback.failed' },
});

export const acceptTermsMessage = defineMessage<{ terms: MessageTag; privacy: MessageTag }>({ id: 'auth.signUp.acceptTerms' });
