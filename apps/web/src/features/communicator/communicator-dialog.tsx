import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { BoardSummary } from '@tessera/core';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { ToolbarIconButton } from '../../components/ui/toolbar-icon-button';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { selectIsLoggedIn } from '../../state/auth-slice';
import { useAppSelector } from '../../state/hooks';
import type { RenderCoverUpload } from './board-cover-dialog';
import BoardInfoDialog from './board-info-dialog';
import { CommunicatorBoardsPanel } from './communicator-boards-panel';
import { CommunicatorMenu } from './communicator-menu';
import { dialogMessages as m } from './messages';
import { MyBoardsPanel } from './my-boards-panel';
import { PublicBoardsPanel } from './public-boards-panel';
import ReportBoardDialog from './report-board-dialog';

/** Spec 01 §9: board searches wait for typing to pause this long. */
export const BOARD_SEARCH_DEBOUNCE_MS = 500;

/** More actions on a public board; `close` closes the dialog (as opening a board does). */
export type PublicBoardActions = (board: BoardSummary, close: () => void) => ReactNode;

/** What app/ plugs into the dialog: the picture upload of the board image dialog, and more actions on public boards. */
export interface CommunicatorDialogSlots {
  renderCoverUpload?: RenderCoverUpload | undefined;
  publicBoardActions?: PublicBoardActions | undefined;
}

interface CommunicatorDialogProps extends CommunicatorDialogSlots {
  open: boolean;
  onClose: () => void;
}

type TabIndex = 0 | 1 | 2;
type Shown = { kind: 'info' | 'report'; board: BoardSummary };

/**
 * The communicator dialog of spec 01 §2: the communicator's boards (0), everybody's public boards (1) and the
 * user's own (2, only with a token), one search for all three, and a menu with help and the terms of use.
 */
export default function CommunicatorDialog({ open, onClose, renderCoverUpload, publicBoardActions }: CommunicatorDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const tabsId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const signedIn = useAppSelector(selectIsLoggedIn);
  const [tab, setTab] = useState<TabIndex>(0);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), BOARD_SEARCH_DEBOUNCE_MS);
  const [shown, setShown] = useState<Shown | null>(null);
  const [shownOpen, setShownOpen] = useState(false);
  const show = (kind: Shown['kind']) => (board: BoardSummary) => {
    setShown({ kind, board });
    setShownOpen(true);
  };
  const current: TabIndex = tab === 2 && !signedIn ? 0 : tab;
  const tabId = (index: TabIndex) => `${tabsId}-tab-${index}`;
  const text = (message: keyof typeof m) => intl.formatMessage(m[message]);
  const panel = { search, onOpen: onClose, onInfo: show('info') };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId} component="div" sx={{ display: 'flex', alignItems: 'center', gap: 1, pb: 0 }}>
        <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
          {text('title')}
        </Typography>
        <CommunicatorMenu label={text('menu')} helpText={text('help')} termsText={text('terms')} onLeave={onClose} />
        <ToolbarIconButton label={text('close')} icon={<CloseIcon />} onClick={onClose} />
      </DialogTitle>
      <Box sx={{ px: { xs: 1, sm: 3 }, borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={current} onChange={(_, value: TabIndex) => setTab(value)} aria-label={text('tabs')} variant="fullWidth">
          <Tab id={tabId(0)} aria-controls={`${tabsId}-panel`} label={text('communicatorBoards')} sx={{ minHeight: 48 }} />
          <Tab id={tabId(1)} aria-controls={`${tabsId}-panel`} label={text('publicBoards')} sx={{ minHeight: 48 }} />
          <Tab id={tabId(2)} aria-controls={`${tabsId}-panel`} label={text('myBoards')} disabled={!signedIn} sx={{ minHeight: 48 }} />
        </Tabs>
      </Box>
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2 }}>
        {!signedIn && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {text('myBoardsNeedLogin')}{' '}
            <Link component={RouterLink} to="/login-signup" onClick={onClose}>
              {text('logIn')}
            </Link>
          </Typography>
        )}
        <TextField
          type="search"
          label={text('search')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          fullWidth
          size="small"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
            htmlInput: { sx: { minHeight: 28 } },
          }}
        />
      </Box>
      <DialogContent id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={tabId(current)} sx={{ pt: 1 }}>
        {current === 0 && <CommunicatorBoardsPanel {...panel} canRemove={signedIn} />}
        {current === 1 && (
          <PublicBoardsPanel {...panel} onReport={show('report')} extraActions={publicBoardActions && ((board) => publicBoardActions(board, onClose))} />
        )}
        {current === 2 && <MyBoardsPanel {...panel} renderCoverUpload={renderCoverUpload} />}
      </DialogContent>
      {shown?.kind === 'info' && (
        <BoardInfoDialog key={shown.board.id} board={shown.board} open={shownOpen} onClose={() => setShownOpen(false)} onOpenBoard={onClose} />
      )}
      {shown?.kind === 'report' && <ReportBoardDialog key={shown.board.id} board={shown.board} open={shownOpen} onClose={() => setShownOpen(false)} />}
    </Dialog>
  );
}
