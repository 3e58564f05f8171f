import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SpeechSettings } from '@tessera/core';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ScreenLayout } from '../../components/ui/screen-layout';
import type { SpeechVoice } from '../../lib/speech';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectLang } from '../../state/language-slice';
import { selectSpeechSettings, speechSettingsChanged } from '../../state/settings-slice';
import { useSpeaker } from '../../state/speech-context';
import { speechMessages } from './messages';
import { useDebouncedSave } from './use-debounced-save';
import { shownVoice } from './voice-choice';

/** Spec 02 §5 and §9: both sliders go from 0 to 2 in steps of 0.25; a change is saved and heard after 500 ms. */
const SLIDER = { min: 0, max: 2, step: 0.25 } as const;
const SAVE_DELAY_MS = 500;

type Choice = Pick<SpeechSettings, 'voiceURI' | 'pitch' | 'rate'>;

/**
 * Spec 02 §2 Speech: the voices for the current language (the device's and the built-in offline ones; a cloud
 * voice marked "online", its pitch and rate disabled), pitch and rate. Every change is saved as it is made and
 * says the sample sentence with the new settings.
 */
export default function SpeechScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const speaker = useSpeaker();
  const lang = useAppSelector(selectLang);
  const saved = useAppSelector(selectSpeechSettings);
  const [voices, setVoices] = useState<SpeechVoice[] | null>(null);
  // A change waiting for its save; otherwise the screen shows the settings as they are (a sync may change them).
  const [pending, setPending] = useState<Choice | null>(null);
  const choice: Choice = pending ?? { voiceURI: saved.voiceURI, pitch: saved.pitch, rate: saved.rate };
  const text = (key: keyof typeof speechMessages) => intl.formatMessage(speechMessages[key]);
  const sample = text('sample');
  const voiceLabelId = useId();

  useEffect(() => {
    let current = true;
    void speaker.getVoices(lang).then((list) => current && setVoices(list));
    return () => {
      current = false;
    };
  }, [speaker, lang]);

  const saveSoon = useDebouncedSave((next: Choice) => {
    dispatch(speechSettingsChanged(next));
    setPending(null);
    void speaker.speak(sample, { ...next, lang, interrupt: true }).catch(() => undefined); // the no-voice warning says why
  }, SAVE_DELAY_MS);
  const change = (patch: Partial<Choice>) => {
    const next = { ...choice, ...patch };
    setPending(next);
    saveSoon(next);
  };

  const voice = voices ? shownVoice(voices, choice.voiceURI, lang) : undefined;
  const cloud = voice?.voiceSource === 'cloud';
  const online = <Chip size="small" label={text('online')} color="info" variant="outlined" sx={{ marginInlineStart: 1 }} />;

  return (
    <ScreenLayout title={text('title')} backTo="/settings">
      <Paper variant="outlined" sx={{ maxWidth: 720, mx: 'auto', p: 2 }}>
        <Stack spacing={3}>
          <FormControl fullWidth disabled={!voices || voices.length === 0}>
            <InputLabel id={voiceLabelId}>{text('voice')}</InputLabel>
            <Select
              labelId={voiceLabelId}
              label={text('voice')}
              value={voice?.voiceURI ?? ''}
              onChange={(event) => change({ voiceURI: event.target.value })}
              // A long voice name ("eSpeak NG — العربية (المملكة العربية السعودية)") wraps rather than ending in "…".
              SelectDisplayProps={{ style: { whiteSpace: 'normal' } }}
              renderValue={() => (
                <>
                  {voice?.name}
                  {cloud && online}
                </>
              )}
            >
              {(voices ?? []).map((option) => (
                <MenuItem key={option.voiceURI} value={option.voiceURI} lang={option.lang}>
                  {option.name}
                  {option.voiceSource === 'cloud' && online}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          {voices?.length === 0 && <Typography color="text.secondary">{text('noVoices')}</Typography>}
          {(['pitch', 'rate'] as const).map((setting) => (
            <Stack key={setting} sx={{ opacity: cloud ? 0.5 : 1 }}>
              <Typography id={`speech-${setting}`} sx={{ fontWeight: 500 }}>
                {text(setting)}
              </Typography>
              <Slider
                aria-labelledby={`speech-${setting}`}
                {...SLIDER}
                marks
                valueLabelDisplay="auto"
                disabled={cloud}
                value={choice[setting]}
                onChange={(_event, value) => change({ [setting]: value })}
                sx={{ mx: 1, width: 'auto' }}
              />
            </Stack>
          ))}
        </Stack>
      </Paper>
    </ScreenLayout>
  );
}
