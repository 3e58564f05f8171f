import Box from '@mui/material/Box';
import type { Tile } from '@tessera/core';
import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSpeaker } from '../../state/speech-context';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import {
  improvedPhraseDismissed,
  liveModeToggled,
  liveTileChanged,
  outputBackspaced,
  outputCleared,
  outputPhraseRestored,
  outputTileRemoved,
  selectImprovedPhrase,
  selectIsLiveMode,
  selectOutputTiles,
} from '../../state/output-slice';
import { phraseSpoken } from '../../state/phrase-history-actions';
import { selectDisplaySettings, selectNavigationSettings } from '../../state/settings-slice';
import { outputSpoken } from '../../state/usage-slice';
import { outputBarMessages } from './messages';
import { ImprovedPhrase } from './improved-phrase';
import { OutputActions } from './output-actions';
import { OutputSymbol } from './output-symbol';
import { spokenWords } from './spoken-words';
import { useOutputPlayback } from './use-output-playback';
import { usePhraseImprovement } from './use-phrase-improvement';

const SharePhraseDialog = lazy(() => import('./share-phrase-dialog'));
const RecentPhrasesDialog = lazy(() => import('./recent-phrases-dialog'));

/**
 * The sentence's height: a symbol as tall as the bar's buttons (48 px, output-symbol.tsx), 10 px above it for its remove
 * button, and a thin scroll bar beneath. The bar is as slim empty as with words in it: a bar that grew with the
 * first word would push the tiles down under the finger on its way to the next one.
 */
const SENTENCE_HEIGHT = 66;

/** The output bar of spec 01 §2: the sentence built so far and what can be done with it. */
export const OutputBar = memo(function OutputBar() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const speaker = useSpeaker();
  const tiles = useAppSelector(selectOutputTiles);
  const isLiveMode = useAppSelector(selectIsLiveMode);
  const { hideOutputActive, increaseOutputButtons } = useAppSelector(selectDisplaySettings);
  const { shareShowActive, removeOutputActive, liveMode } = useAppSelector(selectNavigationSettings);
  const improvedPhrase = useAppSelector(selectImprovedPhrase);
  usePhraseImprovement(tiles);
  const { speaking, play: playOutput, stop } = useOutputPlayback(speaker, tiles, improvedPhrase);
  // The phrase is noted for usage reports after speech has started, in a task of its own.
  const play = useCallback(
    (other?: readonly Tile[]) => {
      playOutput(other);
      const words = spokenWords(other ?? tiles);
      if (words.length > 0) setTimeout(() => dispatch(outputSpoken({ words })), 0);
    },
    [playOutput, tiles, dispatch],
  );
  const [sharing, setSharing] = useState(false);
  const [recent, setRecent] = useState(false);
  const list = useRef<HTMLOListElement>(null);

  // The newest symbol is the one to see: keep the end of a long sentence in view.
  useEffect(() => {
    const last = list.current?.lastElementChild;
    if (last && typeof last.scrollIntoView === 'function') last.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tiles.length]);
  if (hideOutputActive) return null;

  // The whole sentence said: it joins the phrase history (issue 31).
  const speakSentence = () => {
    play();
    void dispatch(phraseSpoken(tiles));
  };
  // A phrase of the history: back in the sentence as its symbols, said at once, and at the top of the history again.
  const restorePhrase = (restored: readonly Tile[]) => {
    setRecent(false);
    dispatch(outputPhraseRestored(restored));
    play(restored);
    void dispatch(phraseSpoken(restored));
  };

  const hasOutput = tiles.some((tile) => tile.type !== 'live' || tile.label);
  return (
    <Box
      component="section"
      aria-label={intl.formatMessage(outputBarMessages.output)}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1,
        px: 1,
        py: 0.5,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {/*
        The sentence keeps at least 168 px: on a phone the buttons move below it rather than squeeze it (at 390 px the
        four buttons of the default settings, Recent phrases among them, still fit beside it). It is as tall
        empty as with symbols in it (SENTENCE_HEIGHT), so the first word never pushes the board down.
      */}
      <Box
        component="ol"
        ref={list}
        data-output-sentence
        sx={{
          flex: '1 1 168px',
          minWidth: 0,
          boxSizing: 'border-box',
          height: SENTENCE_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          m: 0,
          px: 0.5,
          pt: 1.25,
          pb: 0,
          listStyle: 'none',
          overflowX: 'auto',
          overflowY: 'hidden',
          scrollbarWidth: 'thin',
        }}
      >
        {tiles.map((tile, index) => (
          <OutputSymbol
            key={`${index}-${tile.id}`}
            tile={tile}
            removable={removeOutputActive}
            autoFocus={tile.type === 'live' && index === tiles.length - 1}
            onRemove={() => dispatch(outputTileRemoved(index))}
            onLiveChange={(label) => dispatch(liveTileChanged({ id: tile.id, label }))}
            onLiveEnter={speakSentence}
          />
        ))}
      </Box>
      {improvedPhrase && <ImprovedPhrase phrase={improvedPhrase} onDismiss={() => dispatch(improvedPhraseDismissed())} />}
      <OutputActions
        big={increaseOutputButtons}
        speaking={speaking}
        hasOutput={hasOutput}
        showShare={shareShowActive}
        showLiveMode={liveMode}
        isLiveMode={isLiveMode}
        onSpeak={speakSentence}
        onStop={stop}
        onShare={() => setSharing(true)}
        onRecentPhrases={() => setRecent(true)}
        onBackspace={() => dispatch(outputBackspaced())}
        onClear={() => dispatch(outputCleared())}
        onLiveMode={() => dispatch(liveModeToggled())}
      />
      {sharing && (
        <Suspense fallback={null}>
          <SharePhraseDialog tiles={tiles} onClose={() => setSharing(false)} />
        </Suspense>
      )}
      {recent && (
        <Suspense fallback={null}>
          <RecentPhrasesDialog onClose={() => setRecent(false)} onChoose={restorePhrase} />
        </Suspense>
      )}
    </Box>
  );
});
