import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { instantPress } from '../../components/ui/instant-press';
import { useIntl } from 'react-intl';
import { boardMessages } from './messages';

type ScrollButtonsProps = {
  /** Big scroll buttons (spec 02 §2): they fill the side of the tile area, or share a row above it. */
  size: 'standard' | 'bigSide' | 'bigTop';
  canScrollUp: boolean;
  canScrollDown: boolean;
  step: number;
  onScroll: (delta: number) => void;
};

const BUTTON_SIZE = {
  standard: { width: 48, height: 48 },
  bigSide: { width: { xs: 72, sm: 88 }, flex: '1 1 0', minHeight: 64 },
  bigTop: { flex: '1 1 0', height: 64 },
} as const;

/** Scroll up and Scroll down of the tile area, each disabled at its end. */
export function ScrollButtons({ size, canScrollUp, canScrollDown, step, onScroll }: ScrollButtonsProps) {
  const intl = useIntl();
  const big = size !== 'standard';
  return (
    <Box
      data-print-hidden=""
      sx={{
        flex: size === 'bigTop' ? '2 1 0' : 'none',
        display: 'flex',
        flexDirection: size === 'bigTop' ? 'row' : 'column',
        justifyContent: 'space-between',
        gap: big ? 1 : 0,
      }}
    >
      {[
        { delta: -step, enabled: canScrollUp, text: intl.formatMessage(boardMessages.scrollUp), Icon: KeyboardArrowUpIcon },
        { delta: step, enabled: canScrollDown, text: intl.formatMessage(boardMessages.scrollDown), Icon: KeyboardArrowDownIcon },
      ].map(({ delta, enabled, text, Icon }) => (
        <IconButton
          key={delta}
          aria-label={text}
          title={text}
          disabled={!enabled}
          onClick={() => onScroll(delta)}
          // A big one keeps its outline when disabled, so the pair still reads as two buttons.
          disableRipple
          sx={[
            { ...BUTTON_SIZE[size], borderRadius: big ? 2 : '50%', bgcolor: 'action.hover', ...(big && { border: 1, borderColor: 'divider' }) },
            instantPress,
          ]}
        >
          <Icon sx={{ fontSize: big ? 48 : 24 }} />
        </IconButton>
      ))}
    </Box>
  );
}
