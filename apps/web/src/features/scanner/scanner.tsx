import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { scannerHelpMessages } from '../../lib/i18n/scanner-help-messages';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { notificationShown } from '../../state/notifications-slice';
import { scanningSettingsChanged, selectScanningSettings, selectSpeechSettings } from '../../state/settings-slice';
import { useSpeaker } from '../../state/speech-context';
import { DwellRing } from './dwell-ring';
import { startDwellSession, type DwellView } from './dwell-session';
import { rowMessage, scannerMessages } from './messages';
import { ScanHighlight } from './scan-highlight';
import { startScanSession, type HighlightView } from './scan-session';

/** Auditory scanning speaks at this share of the speech volume: quieter than what a selection says. */
const AUDITORY_VOLUME = 0.5;

/** The scanner's instructions and its "turned off" replace each other: the last one says how things are. */
const NOTICES = 'scanner';
const HOW_TO_STOP = 'scanner-how-to-stop';
/** The way to stop follows the instructions after 5 s (spec 01 §9). */
const HOW_TO_STOP_AFTER_MS = 5000;

const nameOf = (element: HTMLElement) => element.getAttribute('aria-label') ?? element.textContent ?? '';

/**
 * Switch access and dwell on the board screen (spec 02 §2 Scanning screen, §9): while scanning is on, a highlight
 * goes through the tiles, the output bar's buttons, Go back and the lock, and a key, a switch or a press selects;
 * while dwell is on, a pointer resting on one of them selects it.
 */
export default function Scanner() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const speaker = useSpeaker();
  const { active, strategy, delay, auditoryActive, dwellActive, dwellTime } = useAppSelector(selectScanningSettings);
  const { volume } = useAppSelector(selectSpeechSettings);
  const [highlight, setHighlight] = useState<HighlightView | null>(null);
  const [rest, setRest] = useState<DwellView | null>(null);

  // What a highlight says in auditory scanning; read when it moves, so a new language or volume needs no restart.
  const say = useRef<(view: HighlightView) => void>(() => undefined);
  useLayoutEffect(() => {
    say.current = (view) => {
      const text =
        view.kind === 'exit'
          ? intl.formatMessage(scannerMessages.exit)
          : view.id.startsWith('row:')
            ? intl.formatMessage(rowMessage, { number: Number(view.id.slice(4)) + 1 })
            : view.elements.map(nameOf).join(', ');
      // A cue: it waits while what was selected is still being said, so a fast highlight never cuts that off.
      speaker.speakCue(text, { volume: volume * AUDITORY_VOLUME });
    };
  });

  // The instructions when scanning starts; the way to stop it follows once they are read (spec 01 §2, §9).
  useEffect(() => {
    if (!active) return;
    dispatch(notificationShown({ message: scannerHelpMessages[strategy], kind: 'info', group: NOTICES }));
    const later = setTimeout(() => dispatch(notificationShown({ message: scannerHelpMessages.stop, kind: 'info', group: HOW_TO_STOP })), HOW_TO_STOP_AFTER_MS);
    return () => clearTimeout(later);
  }, [active, strategy, dispatch]);

  useEffect(() => {
    if (!active) return;
    return startScanSession({
      strategy,
      delay,
      onHighlight: setHighlight,
      onMove: auditoryActive ? (view) => say.current(view) : undefined,
      onStop: () => {
        dispatch(scanningSettingsChanged({ active: false }));
        dispatch(notificationShown({ message: scannerMessages.off, kind: 'info', group: NOTICES }));
      },
    });
  }, [active, strategy, delay, auditoryActive, dispatch]);

  useEffect(() => (dwellActive ? startDwellSession({ dwellTime, onRest: setRest }) : undefined), [dwellActive, dwellTime]);

  return (
    <>
      {active && <ScanHighlight view={highlight} exitLabel={intl.formatMessage(scannerMessages.exit)} />}
      {dwellActive && <DwellRing view={rest} />}
    </>
  );
}
