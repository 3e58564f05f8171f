import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import { useId } from 'react';

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
    <FormControl component="fieldset" sx={{ px: 2, py: 1.5 }}>
      <FormLabel id={id} component="legend" sx={{ color: 'text.primary', fontWeight: 500 }}>
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
}

/** One on/off setting: the whole row, label included, toggles it. */
export function SettingSwitch({ label, checked, onChange }: SwitchProps) {
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={label}
      labelPlacement="start"
      sx={{ justifyContent: 'space-between', mx: 0, px: 2, py: 1, minHeight: 56 }}
    />
  );
}
