import InputBase from '@mui/material/InputBase';

type LiveFieldProps = { value: string; label: string; autoFocus: boolean; onChange: (value: string) => void; onEnter: () => void };

/** The 'Write and say' field of a live tile; its own chunk, since it shows only in live mode. */
export default function LiveField({ value, label, autoFocus, onChange, onEnter }: LiveFieldProps) {
  return (
    <InputBase
      value={value}
      placeholder={label}
      autoFocus={autoFocus}
      inputProps={{ 'aria-label': label }}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onEnter();
      }}
      sx={{ width: 200, px: 1 }}
    />
  );
}
