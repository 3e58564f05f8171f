import DeleteIcon from '@mui/icons-material/Delete';
import MicIcon from '@mui/icons-material/Mic';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useMediaUrl } from '../../lib/db';
import { recordingTimeMessage, voiceRecorderMessages as m } from './messages';
import type { ActiveRecording } from './microphone';
import { useVoiceRecorder } from './use-voice-recorder';

/** Keeps a recording on this device and returns what a tile stores for it (`media:<id>`); app/ passes lib/db's saveMedia. */
export type StoreMedia = (blob: Blob, kind: 'image' | 'sound') => Promise<string>;

export interface VoiceRecorderProps {
  /** The tile's sound: '' for none, a `media:<id>` or a URL. */
  value: string;
  onChange: (src: string) => void;
  storeMedia: StoreMedia;
  /** Tests: where recordings come from (the microphone through MediaRecorder by default). */
  startRecording?: () => Promise<ActiveRecording>;
}

/** "Record voice": record, play back, record again, delete (spec 01 §2; not for board tiles). */
export function VoiceRecorder({ value, onChange, storeMedia, startRecording }: VoiceRecorderProps) {
  const intl = useIntl();
  const url = useMediaUrl(value || undefined);
  const audio = useRef<HTMLAudioElement | null>(null);
  const { state, seconds, dispatch, record, stop } = useVoiceRecorder(async (blob) => onChange(await storeMedia(blob, 'sound')), startRecording);
  const { phase } = state;
  const hasRecording = !!value;

  useEffect(() => () => audio.current?.pause(), []);

  const play = () => {
    if (!url) return;
    const player = (audio.current ??= new Audio());
    player.src = url;
    player.onended = () => dispatch({ type: 'ended' });
    player.onerror = () => dispatch({ type: 'ended' });
    dispatch({ type: 'play' });
    player.play()?.catch(() => dispatch({ type: 'ended' }));
  };
  const stopPlaying = () => {
    audio.current?.pause();
    dispatch({ type: 'ended' });
  };
  const remove = () => {
    stopPlaying();
    dispatch({ type: 'delete' });
    onChange('');
  };

  const busy = phase === 'requesting' || phase === 'saving';
  return (
    <Stack spacing={1}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {phase === 'recording' ? (
          <Button variant="contained" color="error" startIcon={<StopIcon />} onClick={() => void stop()}>
            {intl.formatMessage(m.stop)}
          </Button>
        ) : (
          <Button variant="outlined" startIcon={<MicIcon />} disabled={busy} onClick={() => void record()}>
            {intl.formatMessage(hasRecording ? m.rerecord : m.record)}
          </Button>
        )}
        {hasRecording && phase !== 'recording' && (
          <>
            {phase === 'playing' ? (
              <Button startIcon={<StopIcon />} onClick={stopPlaying}>
                {intl.formatMessage(m.stopPlaying)}
              </Button>
            ) : (
              <Button startIcon={<PlayArrowIcon />} disabled={busy || !url} onClick={play}>
                {intl.formatMessage(m.play)}
              </Button>
            )}
            <Button color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={remove}>
              {intl.formatMessage(m.delete)}
            </Button>
          </>
        )}
      </Stack>
      <Box role="status" sx={{ typography: 'body2', color: 'text.secondary', '&:empty': { display: 'none' } }}>
        {phase === 'recording' ? intl.formatMessage(recordingTimeMessage, { seconds }) : hasRecording && phase === 'idle' ? intl.formatMessage(m.saved) : ''}
      </Box>
      {state.error && <Alert severity="error">{intl.formatMessage(m[state.error])}</Alert>}
    </Stack>
  );
}
