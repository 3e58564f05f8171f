import { messages, type MessageDescriptor } from './messages.ts';

/** Trimmed text worth saving, or null when it is empty (titles are saved only if not empty). */
export function nonEmptyText(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

const requiredError = (value: string | undefined): MessageDescriptor | undefined => (nonEmptyText(value) === null ? messages.required : undefined);

/** Tile editor: the label is required, and submit stays disabled while it is empty. */
export const validateTileLabel = (label: string | undefined) => requiredError(label);
export const canSubmitTile = (label: string | undefined): boolean => nonEmptyText(label) !== null;

/** Report dialog: a reason is required, and send stays disabled while it is empty. */
export const validateReportReason = (reason: string | undefined) => requiredError(reason);
export const canSendReport = (reason: string | undefined): boolean => nonEmptyText(reason) !== null;

/** Communicator title: required; the title to save, or null to keep the old one. */
export const validateCommunicatorTitle = (title: string | undefined) => requiredError(title);
export const communicatorTitleToSave = (title: string | undefined): string | null => nonEmptyText(title);

/** The board title opens for editing only for a logged-in user with an email, and saves only if not empty. */
export const canEditBoardTitle = (user: { email?: string | undefined; authToken?: string | undefined } | null | undefined): boolean =>
  Boolean(user?.email && user.authToken);
export const boardTitleToSave = (title: string | undefined): string | null => nonEmptyText(title);

/** Sharing needs a registered user; its channels open only for a public board. */
export function shareAccess(user: { name?: string | undefined; email?: string | undefined } | null | undefined, board: { isPublic?: boolean | undefined }) {
  const registered = Boolean(user?.name && user.email);
  return {
    canShare: registered,
    warning: registered ? null : messages.registerToShare,
    channelsEnabled: registered && board.isPublic === true,
  };
}

/** Authenticated calls stop on the device when there is no token, with the spec's message. */
export function authenticationError(authToken: string | null | undefined): MessageDescriptor | null {
  return authToken ? null : messages.authenticationRequired;
}
