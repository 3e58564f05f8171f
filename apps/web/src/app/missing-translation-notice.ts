import { useEffect } from 'react';
import { defineMessages } from 'react-intl';
import { hasCatalogue } from '../lib/i18n/load-messages';
import { DEFAULT_LOCALE } from '../lib/i18n/locales';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { notificationShown } from '../state/notifications-slice';
import { selectLang } from '../state/language-slice';

const messages = defineMessages({
  notFound: { id: 'app.language.notFound', defaultMessage: 'A {lang} translation was not found!. Go to Settings if you want to change language.' },
});

/**
 * Spec 02 §8: a language without an interface translation says so, on start and when chosen; the interface stays in
 * English (see I18nProvider), so the language is named in English.
 */
export function MissingTranslationNotice(): null {
  const dispatch = useAppDispatch();
  const lang = useAppSelector(selectLang);
  useEffect(() => {
    if (hasCatalogue(lang)) return;
    // The language names (and the tables for engines without them) load only here, not with the first board.
    let current = true;
    void import('../lib/i18n/language-display-name').then(({ displayName }) => {
      if (current)
        dispatch(
          notificationShown({ message: messages.notFound, values: { lang: displayName(lang, DEFAULT_LOCALE) }, kind: 'warning', group: 'missing-translation' }),
        );
    });
    return () => {
      current = false;
    };
  }, [dispatch, lang]);
  return null;
}
