import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import IosShareIcon from '@mui/icons-material/IosShare';
import RedditIcon from '@mui/icons-material/Reddit';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { joinOutputPhrase, type Tile } from '@tessera/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '../../state/hooks';
import { notificationShown } from '../../state/notifications-slice';
import { clipboardNotices, sharePhraseMessages } from './messages';
import { PHRASE_CHANNELS, phraseMailto, phraseShareLink, shareText, type PhraseChannel } from './share-links';

const CHANNEL_ICONS: Record<PhraseChannel, ReactNode> = {
  facebook: <FacebookIcon />,
  twitter: <XIcon />,
  whatsapp: <WhatsAppIcon />,
  reddit: <RedditIcon />,
};

/**
 * 'Share or copy your Phrase' (spec 01 §2): copy, the device's share sheet where it has one (copying instead if that
 * fails), email and the social sites' plain share pages.
 */
export default function SharePhraseDialog({ tiles, onClose }: { tiles: readonly Tile[]; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const phrase = joinOutputPhrase(tiles);
  const appUrl = window.location.origin;

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(shareText(phrase));
      dispatch(notificationShown({ message: clipboardNotices.copied, kind: 'success' }));
    } catch {
      dispatch(notificationShown({ message: clipboardNotices.copyFailed, kind: 'error' }));
    }
  };

  // The device's own share sheet (Web Share API), where there is one: messages, mail and every app installed.
  const canShare = typeof navigator.share === 'function';
  const shareWithApp = async () => {
    try {
      await navigator.share({ text: shareText(phrase) });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy();
    }
  };

  const link = (href: string, message: keyof typeof sharePhraseMessages, icon: ReactNode, newTab = true) => (
    <Button key={message} href={href} startIcon={icon} variant="outlined" {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {intl.formatMessage(sharePhraseMessages[message])}
    </Button>
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="share-phrase-title">
      <DialogTitle id="share-phrase-title">{intl.formatMessage(sharePhraseMessages.title)}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: '1.1rem' }}>{shareText(phrase)}</Typography>
        <Stack spacing={1}>
          <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            {intl.formatMessage(sharePhraseMessages.copy)}
          </Button>
          {canShare && (
            <Button variant="outlined" startIcon={<IosShareIcon />} onClick={() => void shareWithApp()}>
              {intl.formatMessage(sharePhraseMessages.shareWithApp)}
            </Button>
          )}
          {link(phraseMailto(phrase, intl.formatMessage(sharePhraseMessages.emailSubject)), 'email', <EmailIcon />, false)}
          {PHRASE_CHANNELS.map((channel) => link(phraseShareLink(channel, phrase, appUrl), channel, CHANNEL_ICONS[channel]))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage(sharePhraseMessages.close)}</Button>
      </DialogActions>
    </Dialog>
  );
}
