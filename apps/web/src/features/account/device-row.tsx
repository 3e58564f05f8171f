import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Device } from '@tessera/core';
import { useIntl } from 'react-intl';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { describeDevice } from './device-description';
import { formatDateTime } from './format-date-time';
import { accountMessages, deleteDeviceMessage, signOutDeviceMessage } from './messages';

export interface DeviceRowProps {
  device: Device;
  /** Its name in the list (browser and system, numbered when several share them: device-names.ts). */
  name: string;
  last: boolean;
  onDelete: () => void;
  /** This browser's own row. */
  thisDevice?: boolean;
  /** Ends the row's sessions (other than this browser's): shown while it has any. */
  onSignOut?: (() => void) | undefined;
  signingOut?: boolean;
}

/**
 * One device of the list: browser, OS and device read from its user agent, its last login, and a delete button; while
 * the device is signed in, "Sign out" ends its session on the server (issue 26), and this browser's row says so.
 */
export function DeviceRow({ device, name, last, onDelete, thisDevice = false, onSignOut, signingOut = false }: DeviceRowProps) {
  const intl = useIntl();
  const text = (key: keyof typeof accountMessages) => intl.formatMessage(accountMessages[key]);
  const described = describeDevice(device.deviceId);
  const kind = described.device || (described.kind ? text(described.kind) : '');
  const title = name;
  const lastLogin = formatDateTime(device.lastLogind);
  return (
    <ListItem
      divider={!last}
      secondaryAction={
        <IconButton edge="end" onClick={onDelete} aria-label={intl.formatMessage(deleteDeviceMessage, { device: title })}>
          <DeleteIcon />
        </IconButton>
      }
    >
      <ListItemText
        primary={
          <>
            {title}
            {thisDevice && <Chip component="span" size="small" label={text('thisDevice')} sx={{ marginInlineStart: 1 }} />}
          </>
        }
        slotProps={{ secondary: { component: 'div' } }}
        secondary={
          <>
            {kind && (
              <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                {text('device')}: {kind}
              </Typography>
            )}
            {lastLogin && (
              <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                {text('lastLogin')}: <bdi>{lastLogin}</bdi>
              </Typography>
            )}
            {onSignOut && (
              <Button
                variant="outlined"
                size="small"
                onClick={onSignOut}
                loading={signingOut}
                aria-label={intl.formatMessage(signOutDeviceMessage, { device: title })}
                sx={{ mt: 1, minHeight: TOUCH_TARGET_PX }}
              >
                {text('signOut')}
              </Button>
            )}
          </>
        }
      />
    </ListItem>
  );
}
