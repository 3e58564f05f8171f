import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { builtInBoardsById } from '@tessera/content';
import { boardDisplayName, boardPaths, buildWordIndex, tileDisplayLabel, type Board, type FoundWord } from '@tessera/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMediaUrl } from '../../lib/db/use-media-url';
import { messageTranslator } from '../../lib/i18n/message-translator';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { selectAllBoards, selectRootBoardId } from '../../state/board-slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { outputTileAdded } from '../../state/output-slice';
import { useSpeaker } from '../../state/speech-context';
import { wordGuideShown } from '../../state/word-guide-shown';
import { navigationMessages, sayItNamed, showMeNamed, wordFinderCount, wordFinderMessages as m } from './messages';

/** Results shown at once: the best ones; typing more narrows them. */
const SHOWN = 20;

/**
 * The boards to search, keyed by id: the user's own, and the built-in boards Home leads to that none of theirs
 * replaces (not the other built-in sets, which they have not added).
 */
function searchedBoards(boards: readonly Board[], rootId: string): Record<string, Board> {
  const replaced = new Set(boards.map((board) => board.originId).filter((id): id is string => Boolean(id)));
  const openable = Object.fromEntries(boards.filter((board) => board.originId || !replaced.has(board.id)).map((board) => [board.id, board]));
  const reached = boardPaths(openable, rootId);
  return Object.fromEntries(Object.entries(openable).filter(([id]) => reached.has(id) || !builtInBoardsById.has(id)));
}

/**
 * The word finder (issue 31): every tile's words across the user's boards, each with its picture and the folders
 * that lead to it from Home. "Say it" says the word and adds it to the sentence at once; "Show me" opens Home and
 * marks the next tile to press, board by board, until the word is reached (state/word-guide-slice.ts).
 */
export default function WordFinderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const speaker = useSpeaker();
  const allBoards = useAppSelector(selectAllBoards);
  const rootId = useAppSelector(selectRootBoardId);
  // The path reads from Home onwards: its arrows point the way the text runs.
  const separator = useTheme().direction === 'rtl' ? ' ‹ ' : ' › ';
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const translate = useMemo(() => messageTranslator(intl), [intl]);
  const boards = useMemo(() => searchedBoards(allBoards, rootId), [allBoards, rootId]);
  const index = useMemo(
    () => buildWordIndex(boards, rootId, (tile) => ({ label: tileDisplayLabel(tile, translate), vocalization: tile.vocalization })),
    [boards, rootId, translate],
  );
  const found = useMemo(() => index.search(deferredQuery, SHOWN), [index, deferredQuery]);
  const boardName = (id: string) => {
    const board = boards[id];
    return (board && boardDisplayName(board, translate)) || intl.formatMessage(navigationMessages.untitledBoard);
  };
  const pathText = (word: FoundWord) =>
    word.path ? [...word.path.map((step) => boardName(step.boardId)), boardName(word.boardId)].join(separator) : intl.formatMessage(m.notReached);

  const sayIt = (word: FoundWord) => {
    const tile = boards[word.boardId]?.tiles.find((candidate) => candidate.id === word.tileId);
    if (!tile) return;
    const shown = { ...tile, label: word.label };
    speaker.speak(tile.vocalization || word.label, { interrupt: true }).catch(() => undefined);
    dispatch(outputTileAdded(shown));
    onClose();
  };
  const showMe = (word: FoundWord) => {
    // The way begins on Home; a board nothing leads to is opened as it is.
    dispatch(wordGuideShown({ target: { boardId: word.boardId, tileId: word.tileId, label: word.label }, steps: word.path ?? [] }));
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="word-finder-title">
      <DialogTitle id="word-finder-title">{intl.formatMessage(navigationMessages.findWord)}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          type="search"
          label={intl.formatMessage(m.search)}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100, autoComplete: 'off' } }}
        />
        <Typography role="status" aria-live="polite" variant="body2" sx={{ color: 'text.secondary', my: 1 }}>
          {deferredQuery.trim() === ''
            ? intl.formatMessage(m.hint)
            : found.length === 0
              ? intl.formatMessage(m.none)
              : intl.formatMessage(wordFinderCount, { count: found.length })}
        </Typography>
        <Box component="ul" aria-label={intl.formatMessage(m.results)} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {found.map((word) => (
            <FoundRow key={`${word.boardId}/${word.tileId}`} word={word} path={pathText(word)} onSay={() => sayIt(word)} onShow={() => showMe(word)} />
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: TOUCH_TARGET_PX }}>
          {intl.formatMessage(m.close)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function FoundRow({ word, path, onSay, onShow }: { word: FoundWord; path: string; onSay: () => void; onShow: () => void }) {
  const intl = useIntl();
  const picture = useMediaUrl(word.image) ?? undefined;
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
      <Box sx={{ width: 48, height: 48, flex: 'none', display: 'grid', placeItems: 'center' }}>
        {picture && <Box component="img" src={picture} alt="" sx={{ maxWidth: 48, maxHeight: 48 }} />}
      </Box>
      <Box sx={{ flex: '1 1 10rem', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500 }} dir="auto">
          {word.label}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} dir="auto">
          {path}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flex: 'none' }}>
        <Button variant="outlined" onClick={onSay} sx={{ minHeight: TOUCH_TARGET_PX }} aria-label={intl.formatMessage(sayItNamed, { word: word.label })}>
          {intl.formatMessage(m.sayIt)}
        </Button>
        <Button variant="contained" onClick={onShow} sx={{ minHeight: TOUCH_TARGET_PX }} aria-label={intl.formatMessage(showMeNamed, { word: word.label })}>
          {intl.formatMessage(m.showMe)}
        </Button>
      </Box>
    </Box>
  );
}
