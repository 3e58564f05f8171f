import Box from '@mui/material/Box';
import { nanoid } from '@reduxjs/toolkit';
import { hasUsualKeyboardOrder, isWordEnd, KEYBOARD_BOARD_ID, keyboardLayout, tileDisplayLabel, tileSpeechText, type Tile } from '@tessera/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { messageTranslator } from '../../lib/i18n/message-translator';
import { selectAllBoards } from '../../state/board-slice';
import { useAppDispatch, useAppSelector, useAppStore } from '../../state/hooks';
import { learnedWordForgotten, selectKeyboardOrder, selectLearnedWords } from '../../state/keyboard-slice';
import { outputBackspaced, outputTileAdded, selectOutputTiles } from '../../state/output-slice';
import { useSpeaker } from '../../state/speech-context';
import { selectIsLocked } from '../../state/ui-slice';
import { BACKSPACE, KeyRows, SPACE } from './key-rows';
import { KeyboardOptions } from './keyboard-options';
import { keyboardMessages } from './messages';
import { PredictionRow } from './prediction-row';
import { lastWordOf, TYPED_TILE_PREFIX, typedWith, typedWithout } from './typing';
import { usePredictor } from './use-predictor';
import { wordPictures } from './word-pictures';
import { usePhysicalKeys } from './use-physical-keys';

const ignore = () => undefined;

/**
 * The keyboard board (issue 31): the word being typed, the prediction row, and the keys of the interface language's
 * script. A word joins the output bar as a tile of its own, and is spoken, when it ends: Space, a punctuation key or
 * a prediction. Backspace takes back a letter, or the last typed word when there is none.
 */
export default function KeyboardBoard() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const speaker = useSpeaker();
  const order = useAppSelector(selectKeyboardOrder);
  const learned = useAppSelector(selectLearnedWords);
  const isLocked = useAppSelector(selectIsLocked);
  const outputTiles = useAppSelector(selectOutputTiles);
  const boards = useAppSelector(selectAllBoards);
  const layout = useMemo(() => keyboardLayout(intl.locale, order), [intl.locale, order]);
  const predictor = usePredictor(intl.locale, layout);
  const [typed, setTyped] = useState('');
  // What was typed, as the key handlers see it between renders (each key press sets both).
  const typedNow = useRef('');

  const lastTile = outputTiles.filter((tile) => tile.type !== 'live' || tile.label).at(-1);
  const previous = lastWordOf(lastTile ? tileSpeechText(lastTile) : undefined);
  const predictions = useMemo(() => predictor?.suggest({ typed, previous }, learned) ?? [], [predictor, typed, previous, learned]);
  const pictures = useMemo(() => wordPictures(boards, (tile) => tileDisplayLabel(tile, messageTranslator(intl))), [boards, intl]);

  const type = useCallback((text: string) => {
    typedNow.current = text;
    setTyped(text);
  }, []);

  /** A word said: spoken at once, and into the output bar after the voice has started (as a tile tap does). */
  const say = useCallback(
    (text: string, speak = true) => {
      if (speak) speaker.speak(text, { interrupt: true }).catch(ignore);
      const tile: Tile = { id: `${TYPED_TILE_PREFIX}${nanoid(10)}`, label: text };
      setTimeout(() => dispatch(outputTileAdded(tile)), 0);
    },
    [speaker, dispatch],
  );

  const onKey = useCallback(
    (key: string) => {
      const current = typedNow.current;
      if (key === BACKSPACE) {
        if (current) return type(typedWithout(current));
        const last = selectOutputTiles(store.getState()).at(-1);
        if (last?.id.startsWith(TYPED_TILE_PREFIX) && last.label) {
          dispatch(outputBackspaced());
          type(typedWithout(last.label));
        }
        return;
      }
      if (key === SPACE || isWordEnd(key)) {
        const word = key === SPACE ? current : current + key;
        if (word.trim()) say(word, /[\p{L}\p{N}]/u.test(word));
        type('');
        return;
      }
      type(typedWith(current, key));
    },
    [dispatch, say, store, type],
  );

  const choose = useCallback(
    (word: string) => {
      say(word);
      type('');
    },
    [say, type],
  );

  usePhysicalKeys(onKey, BACKSPACE);

  return (
    <Box
      dir={layout.direction}
      lang={layout.language}
      data-keyboard={layout.language}
      // The board on screen is the keyboard board, as a grid names its own (what a board's tests and tools look for).
      data-board-id={KEYBOARD_BOARD_ID}
      sx={{ flex: '1 1 auto', display: 'flex', flexDirection: 'column', gap: 1, p: 1, maxWidth: 1100, width: '100%', mx: 'auto' }}
    >
      {!isLocked && <KeyboardOptions hasUsualOrder={hasUsualKeyboardOrder(intl.locale)} />}
      <Box
        component="output"
        aria-label={intl.formatMessage(keyboardMessages.typed)}
        sx={{
          minHeight: 56,
          px: 2,
          display: 'flex',
          alignItems: 'center',
          fontSize: '2rem',
          border: 2,
          borderColor: 'primary.main',
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      >
        {typed}
        <Box component="span" aria-hidden sx={{ width: '2px', height: '1.2em', bgcolor: 'text.primary', mx: '2px' }} />
      </Box>
      <PredictionRow
        words={predictions}
        pictures={pictures}
        onChoose={choose}
        onForget={!isLocked ? (word) => dispatch(learnedWordForgotten(word)) : undefined}
        isLearned={(word) => (learned.words[word.toLowerCase()] ?? 0) > 0}
      />
      <KeyRows layout={layout} onKey={onKey} />
    </Box>
  );
}
