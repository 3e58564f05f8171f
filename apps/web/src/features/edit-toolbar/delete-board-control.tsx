import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { selectActiveBoardId } from '../../state/board-slice';
import { deleteBoard, leaveBoardToDelete, selectCanDeleteBoard } from '../../state/delete-board';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { deleteBoardBodyMessage, deleteBoardMessages as m } from './messages';
import { textHiddenOnPhones } from '../../components/ui/narrow-screen';

const touchTarget = { minHeight: TOUCH_TARGET_PX, '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } };

/**
 * "Delete board" for the board on screen, when it is one of the user's own and not the root board, with a
 * confirmation dialog. Stays mounted while the toolbar shows (`shown` only hides the button): the deletion
 * finishes after the screen has gone back, once the address no longer names the board, or the route would
 * fall back to the root board instead of the one the user went back to.
 */
export function DeleteBoardControl({ boardName, shown }: { boardName: string; shown: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const { id: routeId } = useParams();
  const activeId = useAppSelector(selectActiveBoardId);
  const canDelete = useAppSelector((state) => selectCanDeleteBoard(state, activeId));
  // The board asked about stays set while the dialog closes, so its text does not change on the way out.
  const [asked, setAsked] = useState<{ id: string; name: string } | null>(null);
  const [open, setOpen] = useState(false);
  const leaving = useRef<string | null>(null);

  useEffect(() => {
    const boardId = leaving.current;
    if (!boardId || activeId === boardId || routeId === boardId) return;
    leaving.current = null;
    dispatch(deleteBoard(boardId));
  }, [activeId, routeId, dispatch]);

  const ask = () => {
    setAsked({ id: activeId, name: boardName });
    setOpen(true);
  };
  const close = () => setOpen(false);
  const confirm = () => {
    close();
    if (!asked) return;
    leaving.current = asked.id;
    if (!dispatch(leaveBoardToDelete(asked.id))) leaving.current = null;
  };

  return (
    <>
      {shown && canDelete && (
        <Button color="error" variant="outlined" onClick={ask} sx={{ ...touchTarget, minWidth: TOUCH_TARGET_PX, px: { xs: 1, sm: 2 }, gap: 1 }}>
          <DeleteForeverIcon />
          <Box component="span" sx={textHiddenOnPhones}>
            {intl.formatMessage(m.button)}
          </Box>
        </Button>
      )}
      <Dialog open={open} onClose={close} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{intl.formatMessage(m.title)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{intl.formatMessage(deleteBoardBodyMessage, { name: asked?.name ?? '' })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} sx={touchTarget}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button color="error" variant="contained" onClick={confirm} sx={touchTarget}>
            {intl.formatMessage(m.confirm)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
