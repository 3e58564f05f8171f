import GlobalStyles from '@mui/material/GlobalStyles';

// The browser's print of the board: only the tiles, at their full height, on a white page. The header
// (output bar, navigation), notices, dialogs and anything marked data-print-hidden (scroll buttons) stay on screen.
const printOnlyTiles = {
  '@media print': {
    'header, nav, [data-print-hidden], .MuiSnackbar-root, .MuiDialog-root, .MuiTooltip-popper': { display: 'none !important' },
    'html, body, #root': { height: 'auto !important', overflow: 'visible !important', background: '#fff !important' },
    main: { maxHeight: 'none !important', overflow: 'visible !important' },
  },
} as const;

export function PrintStyles() {
  return <GlobalStyles styles={printOnlyTiles} />;
}
