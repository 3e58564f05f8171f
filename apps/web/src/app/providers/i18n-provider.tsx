import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { cachedMessages, englishMessages, loadMessages } from '../../lib/i18n/load-messages';
import { DEFAULT_LOCALE, directionOf } from '../../lib/i18n/locales';
import { useAppSelector } from '../../state/hooks';
import { selectLang } from '../../state/language-slice';

/**
 * Follows the language slice: fetches the chosen catalogue, then switches text, `lang` and `dir` together,
 * so a slow network never shows Arabic text laid out left to right or the other way round.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const lang = useAppSelector(selectLang);
  const [active, setActive] = useState(() => (cachedMessages(lang) ? lang : DEFAULT_LOCALE));

  useEffect(() => {
    let current = true;
    loadMessages(lang).then(
      () => current && setActive(lang),
      () => undefined, // offline and never fetched: stay in the language already shown
    );
    return () => {
      current = false;
    };
  }, [lang]);

  useEffect(() => {
    document.documentElement.lang = active;
    document.documentElement.dir = directionOf(active);
  }, [active]);

  return (
    <IntlProvider locale={active} defaultLocale={DEFAULT_LOCALE} messages={cachedMessages(active) ?? englishMessages}>
      {children}
    </IntlProvider>
  );
}
