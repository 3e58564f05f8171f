import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import ColorLensIcon from '@mui/icons-material/ColorLens';
import Box from '@mui/material/Box';
import { useId } from 'react';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { normaliseColour } from './colour-values';

export type Swatch = { value: string; name: string };

const Dot = ({ colour, checked }: { colour: string; checked: boolean }) => (
  <Box
    component="span"
    sx={{
      width: 30,
      height: 30,
      borderRadius: '50%',
      bgcolor: colour || 'transparent',
      border: colour ? '1px solid rgba(0,0,0,0.35)' : '2px dashed',
      borderColor: colour ? undefined : 'text.secondary',
      boxShadow: checked ? (theme) => `0 0 0 3px ${theme.palette.background.paper}, 0 0 0 5px ${theme.palette.primary.main}` : 'none',
    }}
  />
);

/**
 * A row of colour choices as real radio buttons (arrow keys move between them), each named by its colour, with
 * a free colour picker at the end for anything the scheme lacks.
 */
export function ColourSwatches({
  label,
  swatches,
  value,
  onChange,
  customLabel,
}: {
  label: string;
  swatches: readonly Swatch[];
  value: string;
  onChange: (value: string) => void;
  customLabel: string;
}) {
  const labelId = useId();
  const current = normaliseColour(value);
  const custom = value && !swatches.some((swatch) => normaliseColour(swatch.value) === current) ? current : '';
  return (
    <FormControl component="fieldset" sx={{ minWidth: 0 }}>
      <FormLabel component="legend" id={labelId} sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <RadioGroup row aria-labelledby={labelId} value={custom ? '' : current} onChange={(event) => onChange(event.target.value)} sx={{ alignItems: 'center' }}>
        {swatches.map((swatch) => (
          <Radio
            key={swatch.value || 'none'}
            value={normaliseColour(swatch.value)}
            icon={<Dot colour={swatch.value} checked={false} />}
            checkedIcon={<Dot colour={swatch.value} checked />}
            slotProps={{ input: { 'aria-label': swatch.name } }}
            title={swatch.name}
            sx={{ width: TOUCH_TARGET_PX, height: TOUCH_TARGET_PX, p: 0.5, '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main' } }}
          />
        ))}
        <Box
          component="label"
          title={customLabel}
          sx={{
            position: 'relative',
            width: TOUCH_TARGET_PX,
            height: TOUCH_TARGET_PX,
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            borderRadius: '50%',
            cursor: 'pointer',
            color: 'text.secondary',
            boxShadow: custom ? (theme) => `inset 0 0 0 3px ${theme.palette.primary.main}` : 'none',
            '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main' },
          }}
        >
          {custom ? <Dot colour={custom} checked={false} /> : <ColorLensIcon />}
          <Box
            component="input"
            type="color"
            aria-label={customLabel}
            value={custom || '#ffffff'}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
            sx={{ position: 'absolute', inset: 0, opacity: 0, width: '100%', height: '100%', cursor: 'pointer', p: 0, border: 0 }}
          />
        </Box>
      </RadioGroup>
    </FormControl>
  );
}
