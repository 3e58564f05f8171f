import type { Translate } from '@tessera/core';
import type { IntlShape } from 'react-intl';

/** Core's Translate over the loaded catalogue: undefined for an id the current language does not have. */
export const messageTranslator =
  (intl: IntlShape): Translate =>
  (key) =>
    key in intl.messages ? intl.formatMessage({ id: key }) : undefined;
