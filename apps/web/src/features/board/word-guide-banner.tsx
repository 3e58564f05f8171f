import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { selectActiveBoard, selectNavHistory } from '../../state/board-slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { guidedTileOn, guideLeftBehind, selectWordGuide, wordGuideStopped } from '../../state/word-guide-slice';
import { wordGuideHeading, wordGuideHere, wordGuideMessages as m, wordGuidePress } from './messages';
import { tileLabel } from './tile-labels';

/**
 * While the word finder shows the way to a word: which word, and what to press on the board on screen (that tile
 * is marked on the board), with Stop. A line of the header, never over the board; read out as it changes.
 */
export default function WordGuideBanner() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const guide = useAppSelector(selectWordGuide);
  const board = useAppSelector(selectActiveBoard);
  const depth = useAppSelector((state) => selectNavHistory(state).length);
  // Back past the way's first board, to where the user was before "Show me": the guide ends, nothing left marked.
  const leftBehind = guideLeftBehind(guide, board?.id, depth);
  useEffect(() => {
    if (leftBehind) dispatch(wordGuideStopped());
  }, [dispatch, leftBehind]);
  if (!guide || leftBehind) return null;
  const next = guidedTileOn(guide, board?.id);
  const tile = next ? board?.tiles.find((candidate) => candidate.id === next) : undefined;
  const word = guide.target.label;
  const step = !tile
    ? intl.formatMessage(m.offPath)
    : next === guide.target.tileId && board?.id === guide.target.boardId
      ? intl.formatMessage(wordGuideHere, { word })
      : intl.formatMessage(wordGuidePress, { tile: tileLabel(tile, intl) });
  return (
    <Box
      data-word-guide=""
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 0.5,
        flexWrap: 'wrap',
        bgcolor: 'background.paper',
        borderBottom: 4,
        borderColor: 'warning.main',
      }}
    >
      <Box role="status" aria-live="polite" sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography component="span" sx={{ fontWeight: 500 }} dir="auto">
          {intl.formatMessage(wordGuideHeading, { word })}
        </Typography>{' '}
        <Typography component="span" dir="auto">
          {step}
        </Typography>
      </Box>
      <Button variant="outlined" onClick={() => dispatch(wordGuideStopped())} sx={{ minHeight: TOUCH_TARGET_PX }}>
        {intl.formatMessage(m.stop)}
      </Button>
    </Box>
  );
}
