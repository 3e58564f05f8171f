import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { canEditBoardTitle } from '@tessera/core';
import { useIntl } from 'react-intl';
import { selectUser } from '../../state/auth-slice';
import { selectActiveBoard } from '../../state/board-slice';
import { toggleFixedBoard } from '../../state/grid-edits';
import { useAppDispatch, useAppSelector, useAppStore } from '../../state/hooks';
import { selectIsLocked, selectIsSelecting, selectModeToggled, selectSelectedTileIds, tileEditorOpened } from '../../state/ui-slice';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { BoardTitleField } from './board-title-field';
import { DeleteBoardControl } from './delete-board-control';
import { EditActionButton } from './edit-action-button';
import { editActions, selectAllTilesSelected } from './edit-actions';
import { GridSizeControls } from './grid-size-controls';
import { textHiddenOnPhones } from '../../components/ui/narrow-screen';
import { editToolbarMessages, selectedCountMessage } from './messages';
import { useEditShortcuts } from './use-edit-shortcuts';

const touchTarget = { minHeight: TOUCH_TARGET_PX, '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } };

/**
 * The edit toolbar of spec 01 §2, shown only while unlocked. "Edit" turns select mode on: tiles then show check
 * circles, and the selection tools, the Fixed switch and (on a fixed grid) the row and column buttons appear.
 */
export function EditToolbar({ boardName }: { boardName: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEditShortcuts();
  const isLocked = useAppSelector(selectIsLocked);
  const isSelecting = useAppSelector(selectIsSelecting);
  const board = useAppSelector(selectActiveBoard);
  const selectedCount = useAppSelector(selectSelectedTileIds).length;
  const allSelected = useAppSelector(selectAllTilesSelected);
  // Spec 01 §5, §6: the title opens for editing only for a logged-in user with an email.
  const canEditTitle = canEditBoardTitle(useAppSelector(selectUser));
  if (isLocked) return null;

  const text = (message: keyof typeof editToolbarMessages) => intl.formatMessage(editToolbarMessages[message]);
  const selectAll = () => editActions.selectAll.perform(dispatch, store.getState());
  const grid = board?.isFixed ? board.grid : undefined;

  return (
    <Box
      component="section"
      aria-label={text('region')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 0.5,
        rowGap: 0.5,
        px: 1,
        pt: 1,
        pb: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {/* The hint tells how tiles move (drag, or Alt and an arrow key); screen readers hear it as the description. */}
      <Tooltip title={text('editHint')} describeChild>
        <Button
          variant={isSelecting ? 'contained' : 'outlined'}
          aria-pressed={isSelecting}
          startIcon={<EditIcon />}
          onClick={() => dispatch(selectModeToggled())}
          sx={touchTarget}
          data-tour="edit" // the board walkthrough's Edit step
        >
          {text('edit')}
        </Button>
      </Tooltip>
      {isSelecting && canEditTitle ? (
        <BoardTitleField key={board?.id} shownName={boardName} />
      ) : (
        <Typography component="h1" variant="h6" noWrap sx={{ flex: '1 1 0', minWidth: 0, px: 1 }}>
          {boardName}
        </Typography>
      )}
      <EditActionButton name="undo" />
      {/* The theme's own blue, as the bar's other buttons: the one filled button of the bar, so it reads as the main one. */}
      <Button
        variant="contained"
        color="primary"
        onClick={() => dispatch(tileEditorOpened({ mode: 'create' }))}
        sx={{ ...touchTarget, minWidth: TOUCH_TARGET_PX, px: { xs: 1, sm: 2 }, gap: 1 }}
      >
        <AddIcon />
        <Box component="span" sx={textHiddenOnPhones}>
          {text('addTile')}
        </Box>
      </Button>
      <DeleteBoardControl boardName={boardName} shown={isSelecting} />
      {isSelecting && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 0.5, flexBasis: '100%' }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={allSelected}
                indeterminate={selectedCount > 0 && !allSelected}
                onChange={selectAll}
                sx={{ width: TOUCH_TARGET_PX, height: TOUCH_TARGET_PX }}
              />
            }
            label={text('selectAll')}
            sx={{ m: 0, minHeight: TOUCH_TARGET_PX, '& .MuiFormControlLabel-label': textHiddenOnPhones }}
          />
          <Typography component="span" variant="body2" aria-live="polite" sx={{ px: 0.5 }}>
            {intl.formatMessage(selectedCountMessage, { count: selectedCount })}
          </Typography>
          <EditActionButton name="delete" />
          <EditActionButton name="copy" />
          <EditActionButton name="paste" />
          <EditActionButton name="editSelected" />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 0.5, flexBasis: { xs: '100%', md: 'auto' } }}>
            <FormControlLabel
              control={<Switch checked={Boolean(board?.isFixed)} onChange={() => dispatch(toggleFixedBoard())} />}
              label={text('fixed')}
              sx={{ m: 0, minHeight: TOUCH_TARGET_PX, paddingInlineEnd: '8px' }}
            />
            {grid && <GridSizeControls grid={grid} />}
          </Box>
        </Box>
      )}
    </Box>
  );
}
