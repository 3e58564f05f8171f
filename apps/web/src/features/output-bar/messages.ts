import { defineMessage, defineMessages } from 'react-intl';

export const outputBarMessages = defineMessages({
  output: { id: 'board.output.label' },
  speak: { id: 'outputBar.speak' },
  stop: { id: 'outputBar.stop' },
  share: { id: 'outputBar.share' },
  backspace: { id: 'outputBar.backspace' },
  clear: { id: 'outputBar.clear' },
  liveMode: { id: 'outputBar.liveMode' },
  writeAndSay: { id: 'outputBar.writeAndSay' },
  recentPhrases: { id: 'outputBar.recentPhrases' },
});

export const improvedPhraseMessages = defineMessages({
  useSymbols: { id: 'outputBar.improvedPhrase.useSymbols' },
});

export const removeSymbolMessage = defineMessage<{ label: string }>({ id: 'outputBar.remove', defaultMessage: 'Remove {label}' });

export const sharePhraseMessages = defineMessages({
  title: { id: 'outputBar.shareDialog.title' },
  copy: { id: 'outputBar.shareDialog.copy' },
  shareWithApp: { id: 'outputBar.shareDialog.shareWithApp' },
  email: { id: 'outputBar.shareDialog.email' },
  facebook: { id: 'outputBar.shareDialog.facebook' },
  twitter: { id: 'outputBar.shareDialog.twitter' },
  whatsapp: { id: 'outputBar.shareDialog.whatsapp' },
  reddit: { id: 'outputBar.shareDialog.reddit' },
  close: { id: 'outputBar.shareDialog.close' },
  emailSubject: { id: 'outputBar.shareDialog.emailSubject' },
});

// Notices keep whole descriptors in the store, so these carry their English text too.
export const clipboardNotices = defineMessages({
  copied: { id: 'outputBar.shareDialog.copied', defaultMessage: 'Copied to clipboard!' },
  copyFailed: { id: 'outputBar.shareDialog.copyFailed', defaultMessage: 'Failed to copy to clipboard' },
});
