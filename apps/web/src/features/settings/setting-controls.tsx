import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';

interface ChoiceProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** One setting with a few named values (a size, a position): a radio group, arrow keys move between them. */
export function SettingChoice<T extends string>({ label, value, options, onChange }: ChoiceProps<T>) {
  const id = useId();
  return (
    // A fieldset puts its top padding under its legend, which left the title against the line above and a gap below
    // it: the space above is the legend's own.
    <FormControl component="fieldset" sx={{ px: 2, pt: 0, pb: 1.5 }}>
      <FormLabel id={id} component="legend" sx={{ color: 'text.primary', fontWeight: 500, pt: 1.5 }}>
        {label}
      </FormLabel>
      <RadioGroup row aria-labelledby={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} sx={{ marginInlineEnd: 3 }} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A line under the label saying what the setting does; the switch is described by it, and named by the label. */
  description?: string;
  /** Shown dimmed and unchangeable. */
  disabled?: boolean;
}

/** One on/off setting: the whole row, label included, toggles it. */
export function SettingSwitch({ label, checked, onChange, description, disabled = false }: SwitchProps) {
  const descriptionId = useId();
  return (
    <FormControlLabel
      control={
        <Switch
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={description ? { input: { 'aria-label': label, 'aria-describedby': descriptionId } } : undefined}
        />
      }
      label={
        description ? (
          <>
            <Typography component="span" sx={{ display: 'block' }}>
              {label}
            </Typography>
            <Typography id={descriptionId} component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
              {description}
            </Typography>
          </>
        ) : (
          label
        )
      }
      labelPlacement="start"
      disabled={disabled}
      sx={{ justifyContent: 'space-between', gap: 2, mx: 0, px: 2, py: 1, minHeight: 56 }}
    />
  );
}

/** A settings screen's Save, at the end of the form: it applies what was edited (spec 02 §4). */
export function SaveButton({ label, disabled, onClick }: { label: string; disabled: boolean; onClick: () => void }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <Button variant="contained" disabled={disabled} onClick={onClick} sx={{ minHeight: TOUCH_TARGET_PX }}>
        {label}
      </Button>
    </Stack>
  );
}
