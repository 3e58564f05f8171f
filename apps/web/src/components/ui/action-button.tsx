import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { textHiddenOnPhones } from './narrow-screen';
import { useTooltipClosedOnPress } from './use-tooltip-closed-on-press';

interface ActionButtonProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  /** The id of the text that says why the action is not available (read with the button). */
  describedBy?: string | undefined;
}

/**
 * One thing to do with an item of a list: its icon and its name, the name hidden on phones (six of them fit one
 * row there) but kept as the accessible name and shown as a tooltip (a long press on a touch screen).
 */
export function ActionButton({ label, icon, onClick, disabled = false, describedBy }: ActionButtonProps) {
  const { tooltip, closeTooltip } = useTooltipClosedOnPress();
  const button = (
    <Button
      onClick={() => {
        closeTooltip();
        onClick();
      }}
      disabled={disabled}
      aria-describedby={describedBy}
      sx={{
        minHeight: TOUCH_TARGET_PX,
        minWidth: TOUCH_TARGET_PX,
        px: { xs: 1, sm: 1.25 },
        gap: 0.75,
        textTransform: 'none',
        '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 1 },
      }}
    >
      {icon}
      <Box component="span" sx={textHiddenOnPhones}>
        {label}
      </Box>
    </Button>
  );
  // A disabled button takes no pointer events: its tooltip needs an element around it.
  return (
    <Tooltip title={label} {...tooltip}>
      {disabled ? <span>{button}</span> : button}
    </Tooltip>
  );
}
