import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FeaturedBoard } from '@tessera/content';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { messageTranslator } from '../../lib/i18n/message-translator';
import { selectBoardById } from '../../state/board-slice';
import { selectIsRootBoard } from '../../state/featured-root';
import { useAppSelector } from '../../state/hooks';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { BoardCover } from './board-cover';
import { featuredMessages as m, featuredSizedTitleMessage } from './messages';
import { useBoardPreview } from './use-board-preview';

interface FeaturedBoardChoiceProps {
  featured: FeaturedBoard;
  /** `name` is the set's name as shown, for the notice that follows. */
  onChoose: (featured: FeaturedBoard, name: string) => void;
}

/**
 * One built-in set of the featured-board picker, as one button: a picture of its root board's tiles, its name (with
 * the grid's size when the grid is fixed: "Core vocabulary (11 × 6)"), what it holds, and whether it is the root now.
 */
export function FeaturedBoardChoice({ featured, onChoose }: FeaturedBoardChoiceProps) {
  const intl = useIntl();
  const nameId = useId();
  const descriptionId = useId();
  const currentId = useId();
  // The account's own version of the set's root board when it has one: the picture shows what choosing it opens.
  const board = useAppSelector((state) => selectBoardById(state, featured.homeBoard));
  const isRoot = useAppSelector((state) => selectIsRootBoard(state, featured.homeBoard));
  const preview = useBoardPreview(board);
  const translate = messageTranslator(intl);
  const title = translate(featured.titleKey) ?? featured.title;
  const name =
    board?.isFixed && board.grid ? intl.formatMessage(featuredSizedTitleMessage, { title, columns: board.grid.columns, rows: board.grid.rows }) : title;

  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <ButtonBase
        aria-labelledby={nameId}
        aria-describedby={isRoot ? `${currentId} ${descriptionId}` : descriptionId}
        aria-current={isRoot ? 'true' : undefined}
        onClick={() => onChoose(featured, name)}
        sx={{
          width: '100%',
          minHeight: TOUCH_TARGET_PX,
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'flex-start',
          gap: 1.5,
          p: 1.5,
          textAlign: 'start',
          borderRadius: 2,
          border: isRoot ? 2 : 1,
          borderColor: isRoot ? 'primary.main' : 'divider',
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {/* The set's own picture until (or where) its root board cannot be drawn: never one grey sign for all. */}
        <BoardCover caption={featured.image} src={preview} size={96} />
        <Stack sx={{ flex: 1, minWidth: 0, gap: 0.5 }}>
          <Typography id={nameId} component="span" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          {isRoot && (
            <Typography
              id={currentId}
              component="span"
              variant="body2"
              color="primary"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500 }}
            >
              <CheckCircleIcon aria-hidden fontSize="small" />
              {intl.formatMessage(m.current)}
            </Typography>
          )}
          <Typography id={descriptionId} component="span" variant="body2" color="text.secondary">
            {translate(featured.descriptionKey) ?? featured.description}
          </Typography>
        </Stack>
      </ButtonBase>
    </Box>
  );
}
