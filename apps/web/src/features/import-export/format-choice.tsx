import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { ExportFormat } from '@tessera/core';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { exportMessages } from './messages';

const FORMATS: { value: ExportFormat; label: keyof typeof exportMessages }[] = [
  { value: 'cboard', label: 'cboard' },
  { value: 'openboard', label: 'openboard' },
  { value: 'pdf', label: 'pdf' },
  { value: 'picsee-pdf', label: 'picseePdf' },
];

/** The export formats of spec 02 §2 as a radio group (arrow keys move between them), one a line on a phone. */
export function FormatChoice({ value, onChange }: { value: ExportFormat; onChange: (format: ExportFormat) => void }) {
  const intl = useIntl();
  const id = useId();
  return (
    <FormControl component="fieldset">
      <FormLabel id={id} component="legend" sx={{ color: 'text.primary', fontWeight: 500 }}>
        {intl.formatMessage(exportMessages.format)}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={id}
        sx={{ flexDirection: { xs: 'column', sm: 'row' } }}
        value={value}
        onChange={(event) => onChange(event.target.value as ExportFormat)}
      >
        {FORMATS.map((format) => (
          <FormControlLabel
            key={format.value}
            value={format.value}
            control={<Radio />}
            label={intl.formatMessage(exportMessages[format.label])}
            sx={{ marginInlineEnd: 3, minHeight: TOUCH_TARGET_PX }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
