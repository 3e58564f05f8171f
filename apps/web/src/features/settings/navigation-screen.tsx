import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { NAVIGATION_BUTTON_STYLES, type NavigationSettings } from '@tessera/core';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ScreenLayout } from '../../components/ui/screen-layout';
import { useAppDispatch, useAppSelector, useAppStore } from '../../state/hooks';
import { liveModeToggled, selectIsLiveMode } from '../../state/output-slice';
import { navigationSettingsChanged, selectNavigationSettings } from '../../state/settings-slice';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { navigationMessages } from './messages';
import { ResetToursRow } from './reset-tours-row';
import { SaveButton, SettingSwitch } from './setting-controls';
import { PhraseImprovementRow } from './phrase-improvement-row';
import { useSettingsDraft } from './use-settings-draft';

type Key = keyof typeof navigationMessages;
type Toggle =
  'caBackButtonActive' | 'bigScrollButtonsActive' | 'shareShowActive' | 'removeOutputActive' | 'vocalizeFolders' | 'liveMode' | 'playSoundOnTouchActive';

const STYLE_LABEL: Record<NavigationSettings['navigationButtonsStyle'], Key> = { onSides: 'onSides', onTop: 'onTop' };

/**
 * Spec 02 §2 Navigation & Buttons: how the board's buttons behave, edited here and applied by Save (spec 02 §4).
 * Quick settings unlock is always shown disabled; resetting the help tours asks first and acts at once. Improve Phrase
 * shows only to a signed-in user of a server that offers it (premium: see PhraseImprovementRow).
 */
export default function NavigationScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const styleId = useId();
  const { value, changed, edit, save } = useSettingsDraft(useAppSelector(selectNavigationSettings), (draft) => {
    dispatch(navigationSettingsChanged(draft));
    // Without the setting the Live mode switch is gone from the output bar, so live mode ends with it.
    if (draft.liveMode === false && selectIsLiveMode(store.getState())) dispatch(liveModeToggled());
  });
  const text = (key: Key) => intl.formatMessage(navigationMessages[key]);
  const toggle = (key: Toggle, label: Key, help: Key) => (
    <SettingSwitch label={text(label)} description={text(help)} checked={value[key]} onChange={(on) => edit({ [key]: on })} />
  );
  const styleEnabled = value.caBackButtonActive || value.bigScrollButtonsActive;

  return (
    <ScreenLayout title={text('title')} backTo="/settings">
      <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }}>
        <Paper variant="outlined">
          <Stack divider={<Divider />}>
            {toggle('caBackButtonActive', 'caBackButton', 'caBackButtonHelp')}
            {toggle('bigScrollButtonsActive', 'bigScrollButtons', 'bigScrollButtonsHelp')}
            <FormControl disabled={!styleEnabled} sx={{ mx: 2, my: 2 }}>
              <InputLabel id={styleId}>{text('buttonsStyle')}</InputLabel>
              <Select
                labelId={styleId}
                label={text('buttonsStyle')}
                value={value.navigationButtonsStyle}
                onChange={(event) => edit({ navigationButtonsStyle: event.target.value as NavigationSettings['navigationButtonsStyle'] })}
                slotProps={{ input: { 'aria-describedby': `${styleId}-help` } }}
              >
                {NAVIGATION_BUTTON_STYLES.map((style) => (
                  <MenuItem key={style} value={style} sx={{ minHeight: TOUCH_TARGET_PX }}>
                    {text(STYLE_LABEL[style])}
                  </MenuItem>
                ))}
              </Select>
              {/* Readable while the select is dimmed: it says why (axe colour contrast). */}
              <FormHelperText id={`${styleId}-help`} sx={{ '&.Mui-disabled': { color: 'text.secondary' } }}>
                {text('buttonsStyleHelp')}
              </FormHelperText>
            </FormControl>
            {toggle('shareShowActive', 'shareShow', 'shareShowHelp')}
            {toggle('removeOutputActive', 'removeOutput', 'removeOutputHelp')}
            <SettingSwitch label={text('quickUnlock')} description={text('quickUnlockHelp')} checked={false} disabled onChange={() => undefined} />
            {toggle('vocalizeFolders', 'vocalizeFolders', 'vocalizeFoldersHelp')}
            <ResetToursRow />
            {toggle('liveMode', 'liveMode', 'liveModeHelp')}
            {toggle('playSoundOnTouchActive', 'autoplay', 'autoplayHelp')}
            <PhraseImprovementRow checked={value.improvePhraseActive} onChange={(on) => edit({ improvePhraseActive: on })} />
          </Stack>
        </Paper>
        <SaveButton label={text('save')} disabled={!changed} onClick={save} />
      </Stack>
    </ScreenLayout>
  );
}
