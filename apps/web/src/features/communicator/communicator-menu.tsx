import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTooltipClosedOnPress } from '../../components/ui/use-tooltip-closed-on-press';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';

interface CommunicatorMenuProps {
  label: string;
  helpText: string;
  termsText: string;
  /** Following a link leaves the board screen, so the dialog closes. */
  onLeave: () => void;
}

/** The communicator dialog's menu (spec 01 §2): help, and the terms of use. */
export function CommunicatorMenu({ label, helpText, termsText, onLeave }: CommunicatorMenuProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { tooltip, closeTooltip } = useTooltipClosedOnPress();
  const leave = () => {
    setAnchor(null);
    onLeave();
  };
  return (
    <>
      <Tooltip title={label} describeChild {...tooltip}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => {
            closeTooltip();
            setAnchor(event.currentTarget);
          }}
          sx={{ width: TOUCH_TARGET_PX, height: TOUCH_TARGET_PX, '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main' } }}
        >
          <MoreVertIcon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem component={Link} to="/settings/help" onClick={leave} sx={{ minHeight: TOUCH_TARGET_PX }}>
          {helpText}
        </MenuItem>
        <MenuItem component={Link} to="/terms" onClick={leave} sx={{ minHeight: TOUCH_TARGET_PX }}>
          {termsText}
        </MenuItem>
      </Menu>
    </>
  );
}
