import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { labelScripts, LANGUAGE_CHOICES, languageOptions, voiceReach, type LanguageOption } from '@tessera/core';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ScreenLayout } from '../../components/ui/screen-layout';
import { localeScripts } from '../../lib/fonts/locale-script';
import { showScripts } from '../../lib/fonts/shown-scripts';
import { hasCatalogue } from '../../lib/i18n/load-messages';
import { DEFAULT_LOCALE } from '../../lib/i18n/locales';
import type { SpeechVoice } from '../../lib/speech';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { languageChanged, selectLang } from '../../state/language-slice';
import { notificationShown } from '../../state/notifications-slice';
import { speechSettingsChanged } from '../../state/settings-slice';
import { useSpeaker } from '../../state/speech-context';
import { MoreLanguagesDialog } from './more-languages-dialog';
import { languageMessages, settingsNotices } from './messages';
import { voiceForLanguage } from './voice-choice';

/**
 * Spec 02 §2 Language: every language the app offers, the current one first and checked, each in its own words and
 * the interface's; one only a server voice can speak is marked "online". Save makes it the interface and board
 * language (spec 02 §4: persisted on submit, synced like the other settings) and gives it a matching voice.
 */
export default function LanguageScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const speaker = useSpeaker();
  const lang = useAppSelector(selectLang);
  const [draft, setDraft] = useState<string | null>(null);
  const [voices, setVoices] = useState<SpeechVoice[]>([]);
  const [helpOpen, setHelpOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const text = (key: keyof typeof languageMessages) => intl.formatMessage(languageMessages[key]);
  // The language the screen's text is in: English where the chosen one has no translation yet.
  const uiLocale = hasCatalogue(intl.locale) ? intl.locale : DEFAULT_LOCALE;
  // Ordered by the saved language, so the list stays still while the user picks.
  const options = useMemo(() => languageOptions(LANGUAGE_CHOICES, lang, uiLocale), [lang, uiLocale]);
  const selected = draft ?? lang;

  // Each language's own name is written in its own script, so a reader finds theirs: every script gets its font
  // here. The interface's comes first, so its Chinese characters keep their forms.
  useEffect(
    () => showScripts([...localeScripts(intl.locale), ...options.flatMap((option) => [...labelScripts([option.nativeName], option.locale)])]),
    [options, intl.locale],
  );

  useEffect(() => {
    let current = true;
    void speaker.getVoices().then((list) => current && setVoices(list));
    return () => {
      current = false;
    };
  }, [speaker]);

  const save = async () => {
    setSaving(true);
    const voice = voiceForLanguage(await speaker.getVoices(selected), selected);
    dispatch(languageChanged(selected));
    dispatch(speechSettingsChanged({ voiceURI: voice?.voiceURI }));
    setDraft(null);
    setSaving(false);
    // A language without a translation says so instead (app/missing-translation-notice).
    if (hasCatalogue(selected)) dispatch(notificationShown({ message: settingsNotices.saved, kind: 'success' }));
  };

  return (
    <ScreenLayout title={text('title')} backTo="/settings">
      <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }}>
        <Paper variant="outlined">
          <RadioGroup
            aria-label={text('title')}
            name="language"
            value={selected}
            onChange={(event) => setDraft(event.target.value === lang ? null : event.target.value)}
          >
            {options.map((option) => (
              <LanguageRow key={option.locale} option={option} online={voiceReach(option.locale, voices) === 'online' ? text('online') : undefined} />
            ))}
          </RadioGroup>
        </Paper>
        <Stack
          direction="row"
          spacing={2}
          sx={{ position: 'sticky', bottom: 0, py: 1.5, justifyContent: 'space-between', bgcolor: 'background.default', borderTop: 1, borderColor: 'divider' }}
        >
          <Button onClick={() => setHelpOpen(true)}>{text('moreLanguages')}</Button>
          <Button variant="contained" disabled={draft === null || saving} onClick={() => void save()}>
            {text('save')}
          </Button>
        </Stack>
      </Stack>
      <MoreLanguagesDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </ScreenLayout>
  );
}

/** One language: its radio, its name in its own words (marked with its language for screen readers) and in the interface's. */
function LanguageRow({ option, online }: { option: LanguageOption; online: string | undefined }) {
  return (
    <FormControlLabel
      value={option.locale}
      control={<Radio />}
      sx={{
        mx: 0,
        px: 1,
        py: 0.5,
        minHeight: 56,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
        '& .MuiFormControlLabel-label': { flex: 1 },
      }}
      label={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ flex: 1 }}>
            {/* The name keeps its own direction (dir auto, isolated in its line) while the line keeps the page's, so
                in Arabic "Čeština" starts on the right as its translated name does, and in English "עברית" on the left. */}
            <Typography>
              <span lang={option.locale} dir="auto">
                {option.nativeName}
              </span>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {option.displayName}
            </Typography>
          </Box>
          {online && <Chip size="small" label={online} color="info" variant="outlined" />}
        </Stack>
      }
    />
  );
}
