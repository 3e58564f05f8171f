import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DWELL_TIMES_MS, SCAN_DELAYS_MS, SCANNER_STRATEGIES, type ScanningSettings } from '@tessera/core';
import { useIntl } from 'react-intl';
import { ScreenLayout } from '../../components/ui/screen-layout';
import { scannerHelpMessages } from '../../lib/i18n/scanner-help-messages';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { scanningSettingsChanged, selectScanningSettings } from '../../state/settings-slice';
import { scanningMessages } from './messages';
import { SecondsSelect } from './seconds-select';
import { SettingChoice, SettingSwitch } from './setting-controls';

type Key = keyof typeof scanningMessages;

const Help = ({ children }: { children: string }) => (
  <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1.5 }}>
    {children}
  </Typography>
);

/**
 * Spec 02 §2 Scanning: the scanner on or off, its delay, Automatic or Manual with the help for each, and the
 * Escape ×4 way out; beyond the spec, auditory scanning and dwell selection. Saved as they change (spec 02 §4).
 */
export default function ScanningScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectScanningSettings);
  const text = (key: Key) => intl.formatMessage(scanningMessages[key]);
  const change = (patch: Partial<ScanningSettings>) => dispatch(scanningSettingsChanged(patch));
  const off = !settings.active;

  return (
    <ScreenLayout title={text('title')} backTo="/settings">
      <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }}>
        <Paper variant="outlined">
          <Stack divider={<Divider />}>
            <SettingSwitch label={text('enable')} checked={settings.active} onChange={(active) => change({ active })} />
            <SecondsSelect label={text('delay')} value={settings.delay} options={SCAN_DELAYS_MS} disabled={off} onChange={(delay) => change({ delay })} />
            <Stack>
              <SettingChoice
                label={text('method')}
                value={settings.strategy}
                options={SCANNER_STRATEGIES.map((strategy) => ({ value: strategy, label: text(strategy) }))}
                onChange={(strategy) => change({ strategy })}
              />
              <Help>{intl.formatMessage(scannerHelpMessages[settings.strategy])}</Help>
              <Help>{intl.formatMessage(scannerHelpMessages.stop)}</Help>
            </Stack>
            <Stack>
              <SettingSwitch label={text('auditory')} checked={settings.auditoryActive} onChange={(auditoryActive) => change({ auditoryActive })} />
              <Help>{text('auditoryHelp')}</Help>
            </Stack>
          </Stack>
        </Paper>
        <Paper variant="outlined">
          <Stack divider={<Divider />}>
            <Stack>
              <SettingSwitch label={text('dwell')} checked={settings.dwellActive} onChange={(dwellActive) => change({ dwellActive })} />
              <Help>{text('dwellHelp')}</Help>
            </Stack>
            <SecondsSelect
              label={text('dwellTime')}
              value={settings.dwellTime}
              options={DWELL_TIMES_MS}
              disabled={!settings.dwellActive}
              onChange={(dwellTime) => change({ dwellTime })}
            />
          </Stack>
        </Paper>
      </Stack>
    </ScreenLayout>
  );
}
