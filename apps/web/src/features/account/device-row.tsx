import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Device } from '@tessera/core';
import { useIntl } from 'react-intl';
import { describeDevice } from './device-description';
import { formatDateTime } from './format-date-time';
import { accountMessages, deleteDeviceMessage } from './messages';

/** One device of the list: browser, OS and device read from its user agent, its last login, and a delete button. */
export function DeviceRow({ device, last, onDelete }: { device: Device; last: boolean; onDelete: () => void }) {
  const intl = useIntl();
  const text = (key: keyof typeof accountMessages) => intl.formatMessage(accountMessages[key]);
  const described = describeDevice(device.deviceId);
  const { browser, os } = described;
  const kind = described.device || (described.kind ? text(described.kind) : '');
  const title = [browser, os].filter(Boolean).join(' · ') || text('unknown');
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
        primary={title}
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
          </>
        }
      />
    </ListItem>
  );
}
