import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link } from 'react-router';
import type { NavItem } from './nav-item';
import { NOT_ON_TOUCH } from '../../lib/first-board/snapshot-format';

interface MoreMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  items: readonly NavItem[];
  onClose: () => void;
}

/** The open More menu: arrow keys move between its items, Esc closes it and focus goes back to More. */
export default function MoreMenuList({ id, anchor, items, onClose }: MoreMenuListProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {items.map((item) => {
        const content = (
          <>
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText>{item.label}</ListItemText>
          </>
        );
        const common = {
          sx: { minHeight: 48 },
          ...(item.notOnTouch ? { [NOT_ON_TOUCH]: '' } : {}),
          ...(item.pressed !== undefined ? { role: 'menuitemcheckbox', 'aria-checked': item.pressed, selected: item.pressed } : {}),
        };
        return item.to ? (
          <MenuItem key={item.key} {...common} component={Link} to={item.to} onClick={onClose}>
            {content}
          </MenuItem>
        ) : (
          <MenuItem
            key={item.key}
            {...common}
            onClick={() => {
              onClose();
              item.onClick?.();
            }}
          >
            {content}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
