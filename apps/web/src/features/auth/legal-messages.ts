import { defineMessages } from 'react-intl';

export const legalMessages = defineMessages({
  privacyTitle: { id: 'legal.privacy.title' },
  privacyIntro: { id: 'legal.privacy.intro' },
  privacyDevice: { id: 'legal.privacy.device' },
  privacyAccount: { id: 'legal.privacy.account' },
  privacyUsageReports: { id: 'legal.privacy.usageReports' },
  privacyNoTracking: { id: 'legal.privacy.noTracking' },
  privacyOutside: { id: 'legal.privacy.outside' },
  privacyControl: { id: 'legal.privacy.control' },
  termsTitle: { id: 'legal.terms.title' },
  termsIntro: { id: 'legal.terms.intro' },
  termsLicence: { id: 'legal.terms.licence' },
  termsContent: { id: 'legal.terms.content' },
  termsPublic: { id: 'legal.terms.public' },
  termsNoWarranty: { id: 'legal.terms.noWarranty' },
  termsOperator: { id: 'legal.terms.operator' },
});
