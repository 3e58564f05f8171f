import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface NavButtonProps {
  /** The accessible name, also shown as the tooltip. */
  label: string;
  icon: ReactNode;
  /** A route: the button is a link there. */
  to?: string;
  onClick?: () => void;
  disabled?: boolean;
}

// A light ring that follows the bar's text colour, so keyboard focus shows on the bar in both themes.
const barStates = {
  '&.Mui-focusVisible': { outline: '3px solid currentColor', outlineOffset: -3 },
  '&.Mui-disabled': { color: 'inherit', opacity: 0.4 },
};

/** An icon button of the navigation bar: named, with a tooltip and a 48 px target. */
export function NavButton({ label, icon, to, onClick, disabled = false }: NavButtonProps) {
  const common = { 'aria-label': label, color: 'inherit' as const, sx: { width: 48, height: 48, ...barStates } };
  const button = to ? (
    <IconButton {...common} component={Link} to={to}>
      {icon}
    </IconButton>
  ) : (
    <IconButton {...common} onClick={onClick} disabled={disabled}>
      {icon}
    </IconButton>
  );
  // A disabled button fires no events, so its tooltip listens on a wrapper instead.
  return (
    <Tooltip title={label} describeChild>
      {disabled ? <span style={{ display: 'inline-flex' }}>{button}</span> : button}
    </Tooltip>
  );
}
