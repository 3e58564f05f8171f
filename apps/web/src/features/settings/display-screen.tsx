import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { FONT_FAMILIES, LABEL_POSITIONS, SIZES, type DisplaySettings } from '@tessera/core';
import { useIntl } from 'react-intl';
import { ScreenLayout } from '../../components/ui/screen-layout';
import { fontStack, loadFontFamily } from '../../lib/fonts/load-font-family';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { displaySettingsChanged, selectDisplaySettings } from '../../state/settings-slice';
import { displayMessages } from './messages';
import { SaveButton, SettingChoice, SettingSwitch } from './setting-controls';
import { useSystemPrefersDark } from '../../lib/theme/system-theme';
import { useSettingsDraft } from './use-settings-draft';

type Key = keyof typeof displayMessages;

const SIZE_LABEL: Record<DisplaySettings['uiSize'], Key> = { Standard: 'standard', Large: 'large', ExtraLarge: 'extraLarge' };
const POSITION_LABEL: Record<DisplaySettings['labelPosition'], Key> = { Above: 'above', Below: 'below', Hidden: 'hidden' };

/**
 * Spec 02 §2 Display: sizes, font, the output bar, labels and the dark theme, edited here and applied by Save
 * (spec 02 §4). Until the user turns the dark theme on or off, it follows the device and the switch shows that.
 */
export default function DisplayScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const systemDark = useSystemPrefersDark();
  const { value, changed, edit, save } = useSettingsDraft(useAppSelector(selectDisplaySettings), (draft) => dispatch(displaySettingsChanged(draft)));
  const text = (key: Key) => intl.formatMessage(displayMessages[key]);
  const sizes = SIZES.map((size) => ({ value: size, label: text(SIZE_LABEL[size]) }));

  return (
    <ScreenLayout title={text('title')} backTo="/settings">
      <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }}>
        <Paper variant="outlined">
          <Stack divider={<Divider />}>
            <SettingChoice label={text('uiSize')} value={value.uiSize} options={sizes} onChange={(uiSize) => edit({ uiSize })} />
            <FormControl sx={{ mx: 2, my: 2 }}>
              <InputLabel id="display-font-family">{text('fontFamily')}</InputLabel>
              <Select
                labelId="display-font-family"
                label={text('fontFamily')}
                value={value.fontFamily}
                onOpen={() => FONT_FAMILIES.forEach((family) => void loadFontFamily(family))}
                onChange={(event) => edit({ fontFamily: event.target.value as DisplaySettings['fontFamily'] })}
                sx={{ fontFamily: fontStack(value.fontFamily) }}
              >
                {FONT_FAMILIES.map((family) => (
                  <MenuItem key={family} value={family} sx={{ fontFamily: fontStack(family) }}>
                    {family}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <SettingChoice label={text('fontSize')} value={value.fontSize} options={sizes} onChange={(fontSize) => edit({ fontSize })} />
            <SettingSwitch label={text('hideOutputBar')} checked={value.hideOutputActive} onChange={(hideOutputActive) => edit({ hideOutputActive })} />
            <SettingSwitch
              label={text('increaseOutputButtons')}
              checked={value.increaseOutputButtons}
              onChange={(increaseOutputButtons) => edit({ increaseOutputButtons })}
            />
            <SettingChoice
              label={text('labelPosition')}
              value={value.labelPosition}
              options={LABEL_POSITIONS.map((position) => ({ value: position, label: text(POSITION_LABEL[position]) }))}
              onChange={(labelPosition) => edit({ labelPosition })}
            />
            <SettingSwitch label={text('darkTheme')} checked={value.darkThemeActive ?? systemDark} onChange={(darkThemeActive) => edit({ darkThemeActive })} />
          </Stack>
        </Paper>
        <SaveButton label={text('save')} disabled={!changed} onClick={save} />
      </Stack>
    </ScreenLayout>
  );
}
