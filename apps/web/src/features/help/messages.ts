import { defineMessage, defineMessages } from 'react-intl';

export const helpMessages = defineMessages({
  title: { id: 'settings.help.title' },
  contents: { id: 'help.contents' },
  loadFailed: { id: 'help.loadFailed' },
});

export const aboutMessages = defineMessages({
  title: { id: 'settings.about.title' },
  intro: { id: 'about.intro' },
  contributors: { id: 'about.contributors' },
  contributorsText: { id: 'about.contributors.text' },
  sourceCode: { id: 'about.sourceCode' },
  resources: { id: 'about.resources' },
  openmoji: { id: 'about.resource.openmoji' },
  tesseraSymbols: { id: 'about.resource.tesseraSymbols' },
  espeak: { id: 'about.resource.espeak' },
  fonts: { id: 'about.resource.fonts' },
  arasaac: { id: 'about.resource.arasaac' },
  globalSymbols: { id: 'about.resource.globalSymbols' },
  licence: { id: 'about.licence' },
  licenceCode: { id: 'about.licence.code' },
  sourceWithApp: { id: 'about.licence.sourceWithApp' },
  licenceSymbols: { id: 'about.licence.symbols' },
});

export const versionMessage = defineMessage<{ version: string }>({ id: 'about.version', defaultMessage: 'Version {version}' });
