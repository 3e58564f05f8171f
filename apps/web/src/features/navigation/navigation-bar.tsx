import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BarChartIcon from '@mui/icons-material/BarChart';
import HelpIcon from '@mui/icons-material/Help';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import PrintIcon from '@mui/icons-material/Print';
import SearchIcon from '@mui/icons-material/Search';
import SettingsIcon from '@mui/icons-material/Settings';
import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import { lazy, memo, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { mirroredInRtl } from '../../components/ui/mirrored-in-rtl';
import { isScreenBuilt } from '../../lib/built-screens';
import { KEYBOARD_BOARD_ID } from '@tessera/core';
import { boardChanged, previousBoard, selectActiveBoard, selectCanGoBack } from '../../state/board-slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectIsLocked } from '../../state/ui-slice';
import { GAP_PX, itemsThatFit, shownItems } from './bar-fit';
import { BoardDocumentTitle } from './board-document-title';
import { BoardTitle } from './board-title';
import { isRegistered, useCurrentUser } from './current-user';
import { LockToggle } from './lock-toggle';
import { navigationMessages } from './messages';
import { MoreMenu } from './more-menu';
import { NavButton } from './nav-button';
import type { NavItem } from './nav-item';
import { PrintStyles } from './print-styles';
import { ProfileButton } from './profile-button';
import { useFreeWidth } from './use-free-width';
import { useFullscreenItem } from './use-fullscreen-item';
import { useUsageItems } from './use-usage-items';

// The dialogs load on first use, keeping them (and MUI's dialog code) out of the first board's bundle.
const PrintDialog = lazy(() => import('./print-dialog'));
const ShareBoardDialog = lazy(() => import('./share-board-dialog'));
const WordFinderDialog = lazy(() => import('./word-finder-dialog'));

type Dialog = 'print' | 'share' | 'find';

/**
 * The navigation bar of spec 01 §2, always one row (issue 24). While locked it shows only the way back, the board
 * title, the profile icon and the lock, so the person using the board cannot wander into settings, printing or
 * sharing; unlocking brings the caregiver's buttons back, as many as the row has room for, the rest under More.
 * Go back stays at the start edge and Profile and Lock at the end, locked or not, so the lock never moves.
 * `syncStatus` is the account's sync status (app/ composes it in).
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
  const dispatch = useAppDispatch();
  const openKeyboard = useCallback(() => dispatch(boardChanged(KEYBOARD_BOARD_ID)), [dispatch]);
  const items = useBarItems(label, open, isRegistered(user), openKeyboard);

  return (
    <Box
      component="nav"
      aria-label={label('bar')}
      sx={{
        position: 'relative',
        display: 'flex',
        flexWrap: 'nowrap',
        alignItems: 'center',
        gap: `${GAP_PX}px`,
        px: 0.5,
        minHeight: 56,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <PrintStyles />
      <BoardDocumentTitle />
      <GoBackButton label={label('goBack')} />
      {isLocked ? <ActiveBoardTitle /> : <FittedItems items={items} moreLabel={label('more')} />}
      {!isLocked && syncStatus}
      <ProfileButton isLocked={isLocked} user={user} />
      <LockToggle isLocked={isLocked} />
      <Suspense fallback={null}>
        {used.has('print') && <ActiveBoardPrintDialog open={dialog === 'print'} onClose={() => setDialog(null)} />}
        {used.has('share') && <ActiveBoardShareDialog open={dialog === 'share'} onClose={() => setDialog(null)} user={user} />}
        {used.has('find') && <WordFinderDialog open={dialog === 'find'} onClose={() => setDialog(null)} />}
      </Suspense>
    </Box>
  );
});

/** The unlocked bar's own items, in the bar's order; `priority` says which stay in the row when not all fit. */
function useBarItems(
  label: (message: keyof typeof navigationMessages) => string,
  open: (which: Dialog) => void,
  registered: boolean,
  openKeyboard: () => void,
): NavItem[] {
  const fullscreen = useFullscreenItem(6);
  const usage = useUsageItems(label, registered);
  const items: (NavItem | null)[] = [
    { key: 'help', label: label('help'), icon: <HelpIcon />, to: '/settings/help', priority: 3, atStart: true },
    { key: 'find', label: label('findWord'), icon: <SearchIcon />, onClick: () => open('find'), priority: 3.5 },
    { key: 'keyboard', label: label('keyboard'), icon: <KeyboardIcon />, onClick: openKeyboard, priority: 3.7 },
    { key: 'print', label: label('print'), icon: <PrintIcon />, onClick: () => open('print'), priority: 4 },
    fullscreen,
    isScreenBuilt('analytics') && registered ? { key: 'analytics', label: label('analytics'), icon: <BarChartIcon />, to: '/analytics', priority: 5 } : null,
    ...usage,
    { key: 'settings', label: label('settings'), icon: <SettingsIcon />, to: '/settings', priority: 1 },
    { key: 'share', label: label('shareBoard'), icon: <ShareIcon />, onClick: () => open('share'), priority: 2 },
  ];
  return items.filter((item): item is NavItem => item !== null);
}

/** The items in the room between Go back and the sync status, Profile and Lock: what does not fit goes into More. */
function FittedItems({ items, moreLabel }: { items: readonly NavItem[]; moreLabel: string }) {
  const { ref, width } = useFreeWidth<HTMLDivElement>();
  // The free middle between the start and end items takes one gap of its own.
  const shown = shownItems(items, itemsThatFit(width === null ? null : width - GAP_PX, items.length));
  const button = (item: NavItem) => (
    <NavButton key={item.key} label={item.label} icon={item.icon} to={item.to} onClick={item.onClick} notOnTouch={item.notOnTouch} pressed={item.pressed} />
  );
  const hidden = items.filter((item) => !shown.has(item));
  return (
    <Box ref={ref} sx={{ flex: '1 1 0', minWidth: 0, display: 'flex', alignItems: 'center', gap: `${GAP_PX}px`, overflow: 'hidden' }}>
      {items.filter((item) => item.atStart && shown.has(item)).map(button)}
      <Box sx={{ flex: 1 }} />
      {items.filter((item) => !item.atStart && shown.has(item)).map(button)}
      {hidden.length > 0 && <MoreMenu label={moreLabel} items={hidden} />}
    </Box>
  );
}

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
