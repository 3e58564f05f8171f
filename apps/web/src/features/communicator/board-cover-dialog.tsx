import CameraAltOutlinedIcon from '@mui/icons-material/CameraAltOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { coverFileName, type Board } from '@tessera/core';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DialogError } from '../../components/ui/dialog-error';
import { saveMedia } from '../../lib/db/media-store';
import { setBoardCover } from '../../state/board-visibility';
import { useAppDispatch } from '../../state/hooks';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { BoardCover } from './board-cover';
import { useDialogStatus } from './dialog-status';
import { drawBoardCover } from './draw-board-cover';
import { coverIntroMessage, coverMessages as m, coverPreviewMessage } from './messages';
import { useDisplayNames } from './use-display-names';

/** Where an uploaded picture comes from: app/ plugs in the picture feature, which hands back a `media:` ref. */
export type RenderCoverUpload = (onPicked: (src: string) => void) => ReactNode;

interface BoardCoverDialogProps {
  board: Board;
  open: boolean;
  onClose: () => void;
  renderUpload?: RenderCoverUpload | undefined;
}

const touchTarget = { minHeight: TOUCH_TARGET_PX };

/**
 * The board image dialog: the cover shown for the board in lists (`caption`), made from a picture of the board
 * itself or uploaded. It is kept on this device at once and uploaded by the sync (a screenshot as `<name or id>.png`).
 */
export default function BoardCoverDialog({ board, open, onClose, renderUpload }: BoardCoverDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const { boardName, tileLabel } = useDisplayNames();
  const { status, run } = useDialogStatus();
  const { direction } = useTheme();
  const name = boardName(board);

  const takeScreenshot = () =>
    run(async () => {
      const picture = await drawBoardCover(board, tileLabel, direction);
      const ref = await saveMedia(picture, 'image', undefined, coverFileName({ id: board.id, name }));
      return dispatch(setBoardCover(board.id, ref));
    });
  const choosePicked = (src: string) => void run(() => dispatch(setBoardCover(board.id, src)));

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{intl.formatMessage(m.title)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{intl.formatMessage(coverIntroMessage, { name })}</DialogContentText>
        <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap sx={{ gap: 2, alignItems: { xs: 'center', sm: 'flex-start' } }}>
          <BoardCover caption={board.caption} size={160} alt={board.caption ? intl.formatMessage(coverPreviewMessage, { name }) : intl.formatMessage(m.none)} />
          <Stack useFlexGap sx={{ gap: 1, alignItems: 'flex-start' }}>
            <Button
              variant="outlined"
              startIcon={status === 'loading' ? <CircularProgress size={18} /> : <CameraAltOutlinedIcon />}
              disabled={status === 'loading'}
              onClick={() => void takeScreenshot()}
              sx={touchTarget}
            >
              {intl.formatMessage(m.screenshot)}
            </Button>
            {renderUpload?.(choosePicked)}
            {board.caption && (
              <Button
                startIcon={<DeleteOutlinedIcon />}
                disabled={status === 'loading'}
                onClick={() => void run(() => dispatch(setBoardCover(board.id, undefined)))}
                sx={touchTarget}
              >
                {intl.formatMessage(m.remove)}
              </Button>
            )}
          </Stack>
        </Stack>
        {status === 'error' && <DialogError message={m.failed} />}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} sx={touchTarget}>
          {intl.formatMessage(m.done)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
