import BackspaceIcon from '@mui/icons-material/Backspace';
import ClearIcon from '@mui/icons-material/Clear';
import HistoryIcon from '@mui/icons-material/History';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ShareIcon from '@mui/icons-material/Share';
import StopIcon from '@mui/icons-material/Stop';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { instantPress } from '../../components/ui/instant-press';
import { mirroredInRtl } from '../../components/ui/mirrored-in-rtl';
import { outputBarMessages } from './messages';

const LiveModeSwitch = lazy(() => import('./live-mode-switch'));

type OutputActionsProps = {
  big: boolean;
  speaking: boolean;
  hasOutput: boolean;
  showShare: boolean;
  showLiveMode: boolean;
  isLiveMode: boolean;
  onSpeak: () => void;
  onStop: () => void;
  onShare: () => void;
  onRecentPhrases: () => void;
  onBackspace: () => void;
  onClear: () => void;
  onLiveMode: () => void;
};

/** The output bar's buttons: Speak/Stop, Share, Recent phrases, Backspace, Clear and the Live mode switch. */
export function OutputActions(props: OutputActionsProps) {
  const intl = useIntl();
  const size = props.big ? 64 : 48;
  // `scan`: the name switch scanning and dwell find the button by (data-scan).
  const button = (
    message: MessageDescriptor,
    icon: ReactNode,
    onClick: () => void,
    disabled = false,
    color: 'primary' | 'default' = 'default',
    scan?: string,
  ) => {
    const name = intl.formatMessage(message);
    return (
      <IconButton
        aria-label={name}
        title={name}
        onClick={onClick}
        disabled={disabled}
        color={color}
        data-scan={scan}
        disableRipple
        sx={[{ width: size, height: size }, instantPress]}
      >
        {icon}
      </IconButton>
    );
  };
  const iconSize = props.big ? 'large' : 'medium';
  const liveMode = intl.formatMessage(outputBarMessages.liveMode);
  return (
    <Box sx={{ flex: 'none', marginInlineStart: 'auto', display: 'flex', alignItems: 'center', justifyContent: 'flex-end' }}>
      {props.showLiveMode && (
        <Suspense fallback={null}>
          <LiveModeSwitch label={liveMode} checked={props.isLiveMode} onChange={props.onLiveMode} />
        </Suspense>
      )}
      {props.speaking
        ? button(outputBarMessages.stop, <StopIcon fontSize={iconSize} />, props.onStop, false, 'primary', 'speak')
        : button(outputBarMessages.speak, <PlayArrowIcon fontSize={iconSize} />, props.onSpeak, !props.hasOutput, 'primary', 'speak')}
      {props.showShare && button(outputBarMessages.share, <ShareIcon fontSize={iconSize} />, props.onShare, !props.hasOutput)}
      {button(outputBarMessages.recentPhrases, <HistoryIcon fontSize={iconSize} />, props.onRecentPhrases)}
      {button(
        outputBarMessages.backspace,
        <BackspaceIcon fontSize={iconSize} sx={mirroredInRtl} />,
        props.onBackspace,
        !props.hasOutput,
        'default',
        'backspace',
      )}
      {button(outputBarMessages.clear, <ClearIcon fontSize={iconSize} />, props.onClear, !props.hasOutput, 'default', 'clear')}
    </Box>
  );
}
