import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { useTooltipClosedOnPress } from './use-tooltip-closed-on-press';

/** An icon button named by its label (also its tooltip, closed by a press), with a 44 px target and a visible focus ring. */
export function ToolbarIconButton({ label, icon, onClick, disabled = false }: { label: string; icon: ReactNode; onClick: () => void; disabled?: boolean }) {
  const { tooltip, closeTooltip } = useTooltipClosedOnPress();
  const press = () => {
    closeTooltip();
    onClick();
  };
  const button = (
    <IconButton
      aria-label={label}
      onClick={press}
      disabled={disabled}
      sx={{ width: TOUCH_TARGET_PX, height: TOUCH_TARGET_PX, '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main' } }}
    >
      {icon}
    </IconButton>
  );
  // A disabled button fires no events, so its tooltip listens on a wrapper instead.
  return (
    <Tooltip title={label} describeChild {...tooltip}>
      {disabled ? <span style={{ display: 'inline-flex' }}>{button}</span> : button}
    </Tooltip>
  );
}
