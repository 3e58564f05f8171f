/** Every text the account calls answer with (the client shows the server's message as it is). */
export const ACCOUNT_MESSAGES = {
  // The same for a new address and one that has an account already, so sign-up tells nobody which addresses have accounts.
  signedUp: 'Check your email: we have sent you a link to activate your account. If this address already has an account, the email tells you how to log in.',
  activationMailFailed: 'We could not send the activation email. Please try again later.',
  activated: 'Your account is now active. You can log in.',
  activationUnknown: 'This activation link is not valid or has already been used.',
  loginFailed: 'Login failed: wrong email or password.',
  notActivated: 'Your account is not activated yet. Open the link in the email we sent you to activate it.',
  // Spec 01 §8: the social login failure text.
  socialLoginFailed: 'Sorry. An error occurred during authenticate process. Please try it again',
  resetRequested: 'If an account exists for this email, we have sent it a link to reset the password.',
  resetInvalid: 'This password reset link is not valid or has expired. Please ask for a new one.',
  passwordSaved: 'Your new password has been saved. You can log in now.',
  userNotFound: 'User not found',
  loggedOut: 'You have been logged out.',
  loggedOutEverywhere: 'You have been logged out of all devices.',
  deviceSignedOut: 'The device has been signed out.',
  sessionNotFound: 'Session not found',
  accountDeleted: 'Your account and everything in it have been deleted.',
  unknownProvider: 'This login provider is not available',
} as const;
