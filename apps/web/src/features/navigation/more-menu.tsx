import MoreVertIcon from '@mui/icons-material/MoreVert';
import { lazy, Suspense, useId, useState } from 'react';
import { NavButton } from './nav-button';
import type { NavItem } from './nav-item';

// The menu (and MUI's popover code) loads on first use, out of the first board's bundle.
const MoreMenuList = lazy(() => import('./more-menu-list'));

/** "More": the bar's items that do not fit in its one row, as a menu of menuitems with the same names. */
export function MoreMenu({ label, items }: { label: string; items: readonly NavItem[] }) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  return (
    <>
      <NavButton
        label={label}
        icon={<MoreVertIcon />}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        popup={{ id: menuId, open: anchor !== null }}
      />
      <Suspense fallback={null}>{used && <MoreMenuList id={menuId} anchor={anchor} items={items} onClose={() => setAnchor(null)} />}</Suspense>
    </>
  );
}
