/** A react-intl style message: the web app translates by id and falls back to defaultMessage. */
export type MessageDescriptor = { id: string; defaultMessage: string };

/**
 * Returns its argument. Named as react-intl's, which core cannot import, so the FormatJS extractor behind
 * `npm run i18n:check` finds core's messages too.
 */
const defineMessages = <const T extends Record<string, MessageDescriptor>>(descriptors: T): T => descriptors;

/** Every user-visible text core produces, with the spec's exact English wording (spec 01 §5, §8). */
export const messages = defineMessages({
  required: { id: 'validation.required', defaultMessage: 'Required' },
  invalidEmail: { id: 'validation.invalidEmail', defaultMessage: 'Invalid email' },
  passwordsDontMatch: { id: 'validation.passwordsDontMatch', defaultMessage: "Passwords don't match" },
  termsRequired: { id: 'validation.termsRequired', defaultMessage: 'Accept Terms and Policy is required' },
  newPasswordRequired: { id: 'validation.newPasswordRequired', defaultMessage: 'New Password is required!' },
  passwordTooShort: { id: 'validation.passwordTooShort', defaultMessage: 'Password has to be longer than 6 characters!' },
  passwordRepeatRequired: { id: 'validation.passwordRepeatRequired', defaultMessage: 'Password repeat is required!' },
  passwordsMustMatch: { id: 'validation.passwordsMustMatch', defaultMessage: 'Passwords must match' },
  invalidDataUrl: { id: 'validation.invalidDataUrl', defaultMessage: 'invalid Data URL format' },
  dataUrlMimeType: { id: 'validation.dataUrlMimeType', defaultMessage: 'could not extract MIME type' },
  rootBoardCannotBeDeleted: { id: 'board.rootCannotBeDeleted', defaultMessage: 'Root Board cannot be deleted' },
  registerToShare: { id: 'share.registrationRequired', defaultMessage: 'You need to be registered to share a board!' },
  authenticationRequired: { id: 'auth.required', defaultMessage: 'Need to be authenticated to perform this request' },
  boardMissed: { id: 'board.missed', defaultMessage: 'We are sorry but we have missed this folder / board. We recommend you to create it again.' },
});

export type MessageName = keyof typeof messages;

/** The same descriptors as a list. */
export const messageList: readonly MessageDescriptor[] = Object.values(messages);
