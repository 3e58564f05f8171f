import BackspaceIcon from '@mui/icons-material/Backspace';
import SpaceBarIcon from '@mui/icons-material/SpaceBar';
import Box from '@mui/material/Box';
import type { KeyboardLayout } from '@tessera/core';
import { memo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { mirroredInRtl } from '../../components/ui/mirrored-in-rtl';
import { gridSx, keySx, lastRowSx } from './key-styles';
import { keyboardMessages } from './messages';
import { keyFace } from './typing';

export const SPACE = ' ';
export const BACKSPACE = '\b';

type KeyRowsProps = { layout: KeyboardLayout; onKey: (key: string) => void };

/**
 * The keys, row by row: the letters, the digits, then punctuation, Space and Backspace. Each is a tile of the board
 * screen for switch scanning and dwell (data-tile-id); the scanner makes its rows from where they sit on screen.
 */
export const KeyRows = memo(function KeyRows({ layout, onKey }: KeyRowsProps) {
  const intl = useIntl();
  // In alphabet order the letters flow on from row to row; a keyboard's order keeps its rows.
  const columns = Math.max(...layout.letters.map((row) => row.length));
  const rows = layout.order === 'abc' ? [layout.letters.flat()] : layout.letters;
  const key = (text: string, id: string) => (
    <Box component="button" type="button" key={id} data-tile-id={id} aria-label={text} onClick={() => onKey(text)} sx={keySx}>
      {keyFace(text)}
    </Box>
  );
  return (
    <Box role="group" aria-label={intl.formatMessage(keyboardMessages.keys)} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {rows.map((row, rowIndex) => (
        <Box key={rowIndex} sx={gridSx(layout.order === 'abc' ? columns : row.length)}>
          {row.map((text, index) => key(text, `key-${rowIndex}-${index}`))}
        </Box>
      ))}
      <Box sx={gridSx(layout.digits.length)}>{layout.digits.map((text, index) => key(text, `key-digit-${index}`))}</Box>
      <Box sx={lastRowSx}>
        {layout.punctuation.map((text, index) => key(text, `key-punctuation-${index}`))}
        <WideKey id="key-space" label={intl.formatMessage(keyboardMessages.space)} onPress={() => onKey(SPACE)} flex="4 1 96px">
          <SpaceBarIcon />
        </WideKey>
        <WideKey id="key-backspace" label={intl.formatMessage(keyboardMessages.backspace)} onPress={() => onKey(BACKSPACE)} flex="2 1 64px">
          <BackspaceIcon sx={mirroredInRtl} />
        </WideKey>
      </Box>
    </Box>
  );
});

/** Space and Backspace: named keys with an icon, wider than a letter. */
function WideKey({ id, label, onPress, flex, children }: { id: string; label: string; onPress: () => void; flex: string; children: ReactNode }) {
  return (
    <Box component="button" type="button" data-tile-id={id} aria-label={label} onClick={onPress} sx={{ ...keySx, flex }}>
      {children}
    </Box>
  );
}
