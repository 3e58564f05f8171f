import BackspaceIcon from '@mui/icons-material/Backspace';
import SpaceBarIcon from '@mui/icons-material/SpaceBar';
import Box from '@mui/material/Box';
import type { KeyboardLayout } from '@tessera/core';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { mirroredInRtl } from '../../components/ui/mirrored-in-rtl';
import { keySx, rowSx } from './key-styles';
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
  const rows = [...layout.letters, layout.digits];
  const key = (text: string, id: string) => (
    <Box component="button" type="button" key={id} data-tile-id={id} aria-label={text} onClick={() => onKey(text)} sx={keySx}>
      {keyFace(text)}
    </Box>
  );
  return (
    <Box role="group" aria-label={intl.formatMessage(keyboardMessages.keys)} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {rows.map((row, rowIndex) => (
        <Box key={rowIndex} sx={rowSx}>
          {row.map((text, index) => key(text, `key-${rowIndex}-${index}`))}
        </Box>
      ))}
      <Box sx={rowSx}>
        {layout.punctuation.map((text, index) => key(text, `key-punctuation-${index}`))}
        <Box
          component="button"
          type="button"
          data-tile-id="key-space"
          aria-label={intl.formatMessage(keyboardMessages.space)}
          onClick={() => onKey(SPACE)}
          sx={{ ...keySx, flex: '4 1 132px' }}
        >
          <SpaceBarIcon />
        </Box>
        <Box
          component="button"
          type="button"
          data-tile-id="key-backspace"
          aria-label={intl.formatMessage(keyboardMessages.backspace)}
          onClick={() => onKey(BACKSPACE)}
          sx={{ ...keySx, flex: '2 1 88px' }}
        >
          <BackspaceIcon sx={mirroredInRtl} />
        </Box>
      </Box>
    </Box>
  );
});
