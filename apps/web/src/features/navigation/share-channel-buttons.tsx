import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import RedditIcon from '@mui/icons-material/Reddit';
import TwitterIcon from '@mui/icons-material/Twitter';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { shareMessages } from './messages';
import { SHARE_CHANNELS, shareLink, type ShareChannel } from './share-links';

const CHANNELS: Record<ShareChannel, { icon: ReactNode; name: MessageDescriptor }> = {
  email: { icon: <EmailIcon />, name: shareMessages.email },
  facebook: { icon: <FacebookIcon />, name: shareMessages.facebook },
  twitter: { icon: <TwitterIcon />, name: shareMessages.twitter },
  whatsapp: { icon: <WhatsAppIcon />, name: shareMessages.whatsapp },
  reddit: { icon: <RedditIcon />, name: shareMessages.reddit },
};

interface ShareChannelButtonsProps {
  url: string;
  title: string;
  enabled: boolean;
  onCopy: () => void;
}

/** Copy link and the social channels; a disabled channel is a plain disabled button with no address. */
export function ShareChannelButtons({ url, title, enabled, onCopy }: ShareChannelButtonsProps) {
  const intl = useIntl();
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button variant="outlined" startIcon={<ContentCopyIcon />} disabled={!enabled} onClick={onCopy}>
        {intl.formatMessage(shareMessages.copyLink)}
      </Button>
      {SHARE_CHANNELS.map((channel) => (
        <Button
          key={channel}
          variant="outlined"
          startIcon={CHANNELS[channel].icon}
          disabled={!enabled}
          {...(enabled ? { href: shareLink(channel, url, title), target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {intl.formatMessage(CHANNELS[channel].name)}
        </Button>
      ))}
    </Stack>
  );
}
