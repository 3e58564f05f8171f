import type { Translate } from '@tessera/core';
import type { IntlShape } from 'react-intl';

/**
 * Core's Translate over the loaded catalogue: undefined for an id the current language does not have. The one
 * place ids built at run time (built-in boards' nameKeys and labelKeys, featured boards' texts) are formatted;
 * `npm run i18n:check` knows it as such.
 */
export const messageTranslator =
  (intl: Pick<IntlShape, 'messages' | 'formatMessage'>): Translate =>
  (key) =>
    key in intl.messages ? intl.formatMessage({ id: key }) : undefined;
