import PauseCircleOutlinedIcon from '@mui/icons-material/PauseCircleOutlined';
import RecordVoiceOverOutlinedIcon from '@mui/icons-material/RecordVoiceOverOutlined';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { modelingToggled, reportsPaused, reportsResumed, selectIsModeling, selectPausedUntil, selectReportsOn } from '../../state/usage-slice';
import type { navigationMessages } from './messages';
import type { NavItem } from './nav-item';

/**
 * The bar's usage-report toggles (issue 28), for a signed-in user with reports on: "Pause reports" (off the record;
 * recording resumes by itself after 30 minutes, or at a second press) and "Modeling" (a partner's presses, counted
 * apart from the user's own). A toggle that is on shows lit (NavButton's pressed look) and says so (aria-pressed).
 */
export function useUsageItems(label: (message: keyof typeof navigationMessages) => string, registered: boolean): NavItem[] {
  const dispatch = useAppDispatch();
  const reportsOn = useAppSelector(selectReportsOn);
  const pausedUntil = useAppSelector(selectPausedUntil);
  const modeling = useAppSelector(selectIsModeling);
  if (!registered || !reportsOn) return [];
  const paused = pausedUntil !== null;
  return [
    {
      key: 'pause-reports',
      label: label('pauseReports'),
      icon: <PauseCircleOutlinedIcon />,
      pressed: paused,
      onClick: () => dispatch(paused ? reportsResumed() : reportsPaused({ now: Date.now() })),
      priority: 4.5,
    },
    {
      key: 'modeling',
      label: label('modeling'),
      icon: <RecordVoiceOverOutlinedIcon />,
      pressed: modeling,
      onClick: () => dispatch(modelingToggled()),
      priority: 4.6,
    },
  ];
}
