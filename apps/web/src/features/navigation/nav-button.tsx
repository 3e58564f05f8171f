import IconButton from '@mui/material/IconButton';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { instantPress } from '../../components/ui/instant-press';
import { NOT_ON_TOUCH } from '../../lib/first-board/snapshot-format';

interface NavButtonProps {
  /** The accessible name, also shown as the tooltip (the title). */
  label: string;
  icon: ReactNode;
  /** A route: the button is a link there. */
  to?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** The menu the button opens: its id and whether it is open. */
  popup?: { id: string; open: boolean };
  disabled?: boolean;
  /** Never offered on a touch-only device (marked so the saved first board can leave it out there too). */
  notOnTouch?: boolean;
  /** The name switch scanning and dwell find the button by (data-scan). */
  scan?: string;
  /** A toggle (Pause reports, Modeling): whether it is on, said as aria-pressed and shown as a lit button. */
  pressed?: boolean;
}

// A pressed toggle is lit, in both themes (the bar's text colour, faint).
const pressedLook = { bgcolor: 'rgba(255, 255, 255, 0.28)', '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.36)' } };

// A light ring that follows the bar's text colour, so keyboard focus shows on the bar in both themes.
const barStates = {
  '&.Mui-focusVisible': { outline: '3px solid currentColor', outlineOffset: -3 },
  '&.Mui-disabled': { color: 'inherit', opacity: 0.4 },
};

/**
 * An icon button of the navigation bar: named, with a tooltip and a 48 px target. The tooltip is the browser's
 * own (title): MUI's Tooltip measured the page again on every board change under a hovering pointer, which
 * slowed opening a folder, and it brought a positioning library into the first board's download.
 */
export function NavButton({ label, icon, to, onClick, disabled = false, notOnTouch = false, scan, popup, pressed }: NavButtonProps) {
  const common = {
    'aria-label': label,
    title: label,
    color: 'inherit' as const,
    disableRipple: true,
    sx: [{ width: 48, height: 48, flex: 'none', ...barStates }, instantPress, pressed ? pressedLook : {}],
    'data-scan': scan,
    ...(notOnTouch ? { [NOT_ON_TOUCH]: '' } : {}),
    ...(pressed !== undefined ? { 'aria-pressed': pressed } : {}),
    ...(popup ? { 'aria-haspopup': 'menu' as const, 'aria-controls': popup.open ? popup.id : undefined, 'aria-expanded': popup.open } : {}),
  };
  const button = to ? (
    <IconButton {...common} component={Link} to={to}>
      {icon}
    </IconButton>
  ) : (
    <IconButton {...common} onClick={onClick} disabled={disabled}>
      {icon}
    </IconButton>
  );
  // A disabled button gets no pointer events, so its tooltip sits on a wrapper instead.
  return disabled ? (
    <span title={label} style={{ display: 'inline-flex', flex: 'none' }}>
      {button}
    </span>
  ) : (
    button
  );
}
