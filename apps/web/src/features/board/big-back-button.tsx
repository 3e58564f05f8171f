import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { instantPress } from '../../components/ui/instant-press';
import type { NavigationSettings } from '@tessera/core';
import { useIntl } from 'react-intl';
import { mirroredInRtl } from '../../components/ui/mirrored-in-rtl';
import { previousBoard, selectCanGoBack } from '../../state/board-slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { boardMessages } from './messages';

/**
 * The context-aware back button (spec 02 §2 Navigation & Buttons): a large Back beside or above the tiles, shown
 * only inside a folder, so the way back is as easy to hit as a tile. It reads one flag, so only opening or leaving
 * a folder redraws it.
 */
export function BigBackButton({ placement }: { placement: NavigationSettings['navigationButtonsStyle'] }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const canGoBack = useAppSelector(selectCanGoBack);
  if (!canGoBack) return null;
  const onSides = placement === 'onSides';
  return (
    <Button
      variant="contained"
      data-print-hidden=""
      onClick={() => dispatch(previousBoard())}
      disableRipple
      sx={[
        {
          flex: onSides ? { xs: '0 0 72px', sm: '0 0 88px' } : '1 1 0',
          minHeight: 64,
          flexDirection: onSides ? 'column' : 'row',
          gap: 1,
          fontSize: '1.1rem',
          fontWeight: 700,
        },
        instantPress,
      ]}
    >
      <ArrowBackIcon sx={(theme) => ({ fontSize: 40, ...mirroredInRtl(theme) })} />
      {intl.formatMessage(boardMessages.back)}
    </Button>
  );
}
