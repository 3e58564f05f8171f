import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BarChartIcon from '@mui/icons-material/BarChart';
import HelpIcon from '@mui/icons-material/Help';
import PrintIcon from '@mui/icons-material/Print';
import SettingsIcon from '@mui/icons-material/Settings';
import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import { lazy, memo, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { mirroredInRtl } from '../../components/ui/mirrored-in-rtl';
import { isScreenBuilt } from '../../lib/built-screens';
import { previousBoard, selectActiveBoard, selectCanGoBack } from '../../state/board-slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectIsLocked } from '../../state/ui-slice';
import { BoardTitle } from './board-title';
import { isRegistered, useCurrentUser } from './current-user';
import { FullscreenButton } from './fullscreen-button';
import { LockToggle } from './lock-toggle';
import { navigationMessages } from './messages';
import { NavButton } from './nav-button';
import { PrintStyles } from './print-styles';
import { ProfileButton } from './profile-button';

// The dialogs load on first use, keeping them (and MUI's dialog code) out of the first board's bundle.
const PrintDialog = lazy(() => import('./print-dialog'));
const ShareBoardDialog = lazy(() => import('./share-board-dialog'));

type Dialog = 'print' | 'share';

/**
 * The navigation bar of spec 01 §2. While locked it shows only the way back, the board title, the profile
 * icon and the lock, so the person using the board cannot wander into settings, printing or sharing;
 * unlocking brings the caregiver's buttons back. `syncStatus` is the account's sync status (app/ composes it in).
 */
export const NavigationBar = memo(function NavigationBar({ syncStatus }: { syncStatus?: ReactNode }) {
  const intl = useIntl();
  const isLocked = useAppSelector(selectIsLocked);
  const user = useCurrentUser();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // Once opened, a dialog stays mounted so it can play its closing transition.
  const [used, setUsed] = useState<ReadonlySet<Dialog>>(new Set());
  const open = (which: Dialog) => {
    setUsed((before) => new Set(before).add(which));
    setDialog(which);
  };
  const label = (message: keyof typeof navigationMessages) => intl.formatMessage(navigationMessages[message]);

  return (
    <Box
      component="nav"
      aria-label={label('bar')}
      // A signed-in caregiver's buttons outnumber a phone's width: they wrap to a second row instead of widening the page.
      sx={{ position: 'relative', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, px: 0.5, minHeight: 56, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <PrintStyles />
      <GoBackButton label={label('goBack')} />
      {isLocked ? (
        <ActiveBoardTitle />
      ) : (
        <>
          <NavButton label={label('help')} icon={<HelpIcon />} to="/settings/help" />
          <Box sx={{ flex: 1 }} />
          <NavButton label={label('print')} icon={<PrintIcon />} onClick={() => open('print')} />
          <FullscreenButton />
          {isScreenBuilt('analytics') && isRegistered(user) && <NavButton label={label('analytics')} icon={<BarChartIcon />} to="/analytics" />}
          {syncStatus}
          <NavButton label={label('settings')} icon={<SettingsIcon />} to="/settings" />
          <NavButton label={label('shareBoard')} icon={<ShareIcon />} onClick={() => open('share')} />
        </>
      )}
      <ProfileButton isLocked={isLocked} user={user} />
      <LockToggle isLocked={isLocked} />
      <Suspense fallback={null}>
        {used.has('print') && <ActiveBoardPrintDialog open={dialog === 'print'} onClose={() => setDialog(null)} />}
        {used.has('share') && <ActiveBoardShareDialog open={dialog === 'share'} onClose={() => setDialog(null)} user={user} />}
      </Suspense>
    </Box>
  );
});

// The bar itself does not follow the board on screen: opening a folder re-renders only what shows the board.
const backIcon = <ArrowBackIcon sx={mirroredInRtl} />;

function GoBackButton({ label }: { label: string }) {
  const dispatch = useAppDispatch();
  const canGoBack = useAppSelector(selectCanGoBack);
  const goBack = useCallback(() => dispatch(previousBoard()), [dispatch]);
  return <NavButton label={label} icon={backIcon} disabled={!canGoBack} onClick={goBack} scan="go-back" />;
}

function ActiveBoardTitle() {
  return <BoardTitle board={useAppSelector(selectActiveBoard)} />;
}

function ActiveBoardPrintDialog(props: { open: boolean; onClose: () => void }) {
  return <PrintDialog {...props} board={useAppSelector(selectActiveBoard)} />;
}

function ActiveBoardShareDialog(props: { open: boolean; onClose: () => void; user: ReturnType<typeof useCurrentUser> }) {
  return <ShareBoardDialog {...props} board={useAppSelector(selectActiveBoard)} />;
}
