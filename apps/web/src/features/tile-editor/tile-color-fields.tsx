import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { COLOR_SCHEMES, DEFAULT_SCHEME, type ColorScheme, type Tile } from '@tessera/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { ColorSwatches, type Swatch } from './color-swatches';
import { darker, sameColor } from './color-values';
import { colorNames, schemeNames, tileEditorMessages, wordClassNames } from './messages';

type Named = Record<string, { id: string }>;
const lookup = (names: Named, key: string) => names[key.toLowerCase()];

/** The scheme the tile's colour comes from, so reopening the editor shows the scheme it was chosen in. */
const schemeOf = (color: string | undefined): ColorScheme =>
  COLOR_SCHEMES.find((scheme) => scheme.colors.some((c) => sameColor(c.color, color))) ?? DEFAULT_SCHEME;

/** Colour scheme select (default 6, Fitzgerald 10, Goossens 5) with the background and border colour pickers. */
export function TileColorFields({ tile, onChange }: { tile: Tile; onChange: (change: Pick<Tile, 'backgroundColor' | 'borderColor'>) => void }) {
  const intl = useIntl();
  const [schemeId, setSchemeId] = useState(() => schemeOf(tile.backgroundColor).id);
  const scheme = COLOR_SCHEMES.find((candidate) => candidate.id === schemeId) ?? DEFAULT_SCHEME;
  const nameOf = (name: string, category: string): string => {
    const colour = lookup(colorNames, name);
    const text = colour ? intl.formatMessage(colour) : name;
    const wordClass = scheme.id === 'default' ? undefined : lookup(wordClassNames, category);
    return wordClass ? `${text}: ${intl.formatMessage(wordClass)}` : text;
  };
  const swatches: Swatch[] = scheme.colors.map((c) => ({ value: c.color, name: nameOf(c.name, c.category) }));
  const custom = intl.formatMessage(tileEditorMessages.customColor);
  return (
    <Stack spacing={1.5}>
      <TextField
        select
        label={intl.formatMessage(tileEditorMessages.colorScheme)}
        value={scheme.id}
        onChange={(event) => setSchemeId(event.target.value as ColorScheme['id'])}
        fullWidth
        sx={{ '& .MuiInputBase-root': { minHeight: 48 } }}
      >
        {COLOR_SCHEMES.map((candidate) => (
          <MenuItem key={candidate.id} value={candidate.id} sx={{ minHeight: TOUCH_TARGET_PX }}>
            {intl.formatMessage(schemeNames[candidate.id])}
          </MenuItem>
        ))}
      </TextField>
      <ColorSwatches
        label={intl.formatMessage(tileEditorMessages.backgroundColor)}
        swatches={swatches}
        value={tile.backgroundColor ?? ''}
        customLabel={custom}
        onChange={(backgroundColor) => onChange({ backgroundColor, borderColor: tile.borderColor })}
      />
      <ColorSwatches
        label={intl.formatMessage(tileEditorMessages.borderColor)}
        swatches={[{ value: '', name: intl.formatMessage(tileEditorMessages.noBorder) }, ...swatches.map((s) => ({ ...s, value: darker(s.value) }))]}
        value={tile.borderColor ?? ''}
        customLabel={custom}
        onChange={(borderColor) => onChange({ backgroundColor: tile.backgroundColor, borderColor: borderColor || undefined })}
      />
    </Stack>
  );
}
