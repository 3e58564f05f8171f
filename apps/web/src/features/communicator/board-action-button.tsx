import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { textHiddenOnPhones } from '../../components/ui/narrow-screen';

/**
 * One thing to do with a board of a list: its icon and its name, the name hidden on phones (six of them fit one
 * row there) but kept as the accessible name and shown as a tooltip (a long press on a touch screen).
 */
export function BoardActionButton({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={label}>
      <Button
        onClick={onClick}
        sx={{
          minHeight: 44,
          minWidth: 44,
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
    </Tooltip>
  );
}
