import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { secondsMessage } from './messages';

interface SecondsSelectProps {
  label: string;
  /** Milliseconds. */
  value: number;
  options: readonly number[];
  disabled?: boolean;
  onChange: (value: number) => void;
}

/** A choice of durations, each shown in seconds ("0.75 seconds", "1 second"). */
export function SecondsSelect({ label, value, options, disabled = false, onChange }: SecondsSelectProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <FormControl sx={{ mx: 2, my: 2 }} disabled={disabled}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select labelId={id} label={label} value={options.includes(value) ? value : ''} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {intl.formatMessage(secondsMessage, { value: option / 1000 })}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
