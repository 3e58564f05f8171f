import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { LiveRegion } from '../../components/ui/live-region';
import { useAppSelector } from '../../state/hooks';
import { selectLastLockAnnouncement } from '../../state/ui-slice';
import { LOCK_NOTICE_MS, lockNotice, type LockNotice } from './lock-notice';

type Shown = { notice: LockNotice; press: number };

/**
 * Says what a press of the lock button did ('3 clicks to unlock', 'Unlocked'): to screen readers through a polite
 * live region of its own, and on screen as a small badge inside the lock button's own space (the presses still
 * needed, or a tick once it has unlocked or locked), so it covers neither the title nor another button of the bar.
 * It never joins the notice queue: it covers no tiles and holds back no other notice (an Undo shows at once after
 * unlocking). It goes inside the lock button's icon; the live region itself is portalled out of the button.
 */
export function LockAnnouncer() {
  const intl = useIntl();
  const announce = useAppSelector(selectLastLockAnnouncement);
  // A press made before this bar was drawn (another screen) is not announced again.
  const [seen, setSeen] = useState(announce);
  const [shown, setShown] = useState<Shown | null>(null);
  // Worked out while rendering the press itself, not in an effect after it: quick presses each get their words,
  // even when the next press comes before an effect's update would have been drawn.
  if (announce !== seen) {
    setSeen(announce);
    const notice = announce && lockNotice(announce);
    if (notice) setShown((before) => ({ notice, press: (before?.press ?? 0) + 1 }));
  }

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), LOCK_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  const text = shown ? intl.formatMessage(shown.notice.message, shown.notice.values) : '';
  const count = shown?.notice.values?.['count'];
  return (
    <>
      <LiveRegion>{shown && <span key={shown.press}>{text}</span>}</LiveRegion>
      {shown && (
        <Box
          aria-hidden
          data-testid="lock-notice"
          sx={{
            position: 'absolute',
            top: -8,
            insetInlineEnd: -10,
            minWidth: 20,
            height: 20,
            px: 0.5,
            borderRadius: 10,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            pointerEvents: 'none',
            fontSize: 13,
            lineHeight: 1,
            fontWeight: 700,
            // The page's own text on the page's own paper (at least 4.5:1 in either theme, for a 13 px figure), edged
            // in the notice's colour; a ring in the bar's colour keeps it apart from the icon under it.
            border: 2,
            borderColor: `${shown.notice.kind}.main`,
            boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}`,
            bgcolor: 'background.paper',
            color: 'text.primary',
          }}
        >
          {count === undefined ? <CheckIcon sx={{ fontSize: 14 }} /> : intl.formatNumber(count)}
        </Box>
      )}
    </>
  );
}
