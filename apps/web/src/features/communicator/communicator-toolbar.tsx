import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { defaultCommunicator } from '@tessera/content';
import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { textHiddenOnPhones } from '../../components/ui/narrow-screen';
import { useTooltipClosedOnPress } from '../../components/ui/use-tooltip-closed-on-press';
import { selectActiveBoardId } from '../../state/board-slice';
import { selectActiveCommunicator } from '../../state/communicator-slice';
import { useAppSelector } from '../../state/hooks';
import { selectCommunicatorBoards } from '../../state/my-boards';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { boardPath } from './board-path';
import type { CommunicatorDialogSlots } from './communicator-dialog';
import { toolbarMessages as m } from './messages';
import { useDisplayNames } from './use-display-names';

// The dialogs (lists, forms, the public boards' requests, the featured sets' pictures) load when first opened.
const CommunicatorDialog = lazy(() => import('./communicator-dialog'));
const FeaturedBoardsDialog = lazy(() => import('./featured-boards-dialog'));

const touchTarget = { minHeight: TOUCH_TARGET_PX, '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } };

/**
 * The communicator toolbar of spec 01 §2, shown while unlocked: the active communicator's name, its boards to
 * choose from (the choice puts the board's id in the address), the communicator dialog and the featured-board picker.
 */
export function CommunicatorToolbar(slots: CommunicatorDialogSlots) {
  const intl = useIntl();
  const navigate = useNavigate();
  const menuId = useId();
  const communicator = useAppSelector(selectActiveCommunicator);
  const boards = useAppSelector(selectCommunicatorBoards);
  const activeId = useAppSelector(selectActiveBoardId);
  const { boardName } = useDisplayNames();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogUsed, setDialogUsed] = useState(false);
  const [featuredOpen, setFeaturedOpen] = useState(false);
  const [featuredUsed, setFeaturedUsed] = useState(false);
  const featuredLabel = intl.formatMessage(m.featured);
  const featuredTooltip = useTooltipClosedOnPress();
  // The shipped communicator's name is ours, so it shows in the user's language; a name the user gave shows as given.
  const name = communicator.name === defaultCommunicator.name ? intl.formatMessage(m.defaultName) : communicator.name;
  const choose = (id: string) => {
    setAnchor(null);
    void navigate(boardPath(id));
  };

  return (
    <Box
      component="section"
      aria-label={intl.formatMessage(m.region)}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <LibraryBooksOutlinedIcon aria-hidden color="action" sx={{ mx: 0.5, display: { xs: 'none', sm: 'block' } }} />
      {/* As wide as the name first: on a phone the buttons then go to a second line rather than leave "My com…" (or
          "Мо…" in Russian) of it; only a name longer than the whole line is cut. */}
      <Typography noWrap sx={{ flex: '1 1 auto', minWidth: 0, fontWeight: 500 }}>
        {name}
      </Typography>
      {/* The buttons keep together: when the name leaves them no room, all three go to the second line, never one alone. */}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, marginInlineStart: 'auto' }}>
        <Button
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? menuId : undefined}
          endIcon={<ArrowDropDownIcon />}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={touchTarget}
        >
          {intl.formatMessage(m.boards)}
        </Button>
        <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {boards.map((board) => (
            <MenuItem
              key={board.id}
              selected={board.id === activeId}
              aria-current={board.id === activeId ? 'page' : undefined}
              onClick={() => choose(board.id)}
              sx={{ minHeight: TOUCH_TARGET_PX }}
            >
              {boardName(board)}
            </MenuItem>
          ))}
        </Menu>
        <Button
          variant="outlined"
          aria-haspopup="dialog"
          startIcon={<ViewModuleIcon />}
          onClick={() => {
            setDialogUsed(true);
            setDialogOpen(true);
          }}
          sx={touchTarget}
        >
          {intl.formatMessage(m.manage)}
        </Button>
        <Tooltip title={featuredLabel} {...featuredTooltip.tooltip}>
          <Button
            aria-haspopup="dialog"
            onClick={() => {
              featuredTooltip.closeTooltip();
              setFeaturedUsed(true);
              setFeaturedOpen(true);
            }}
            sx={{ ...touchTarget, minWidth: TOUCH_TARGET_PX, gap: 0.75 }}
          >
            <AutoAwesomeOutlinedIcon aria-hidden />
            <Box component="span" sx={textHiddenOnPhones}>
              {featuredLabel}
            </Box>
          </Button>
        </Tooltip>
      </Box>
      {featuredUsed && (
        <Suspense fallback={null}>
          <FeaturedBoardsDialog open={featuredOpen} onClose={() => setFeaturedOpen(false)} />
        </Suspense>
      )}
      {dialogUsed && (
        <Suspense fallback={null}>
          <CommunicatorDialog open={dialogOpen} onClose={() => setDialogOpen(false)} {...slots} />
        </Suspense>
      )}
    </Box>
  );
}
