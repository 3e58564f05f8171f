import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

/** The Live mode switch; its own chunk, since only users who turned the live-mode setting on see it. */
export default function LiveModeSwitch({ label, checked, onChange }: { label: string; checked: boolean; onChange: () => void }) {
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={onChange} />}
      label={label}
      slotProps={{ typography: { variant: 'body2' } }}
      sx={{ mx: 0.5 }}
    />
  );
}
