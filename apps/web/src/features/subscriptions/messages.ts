import { defineMessage, defineMessages } from 'react-intl';

/** The Subscribe and Mercado Pago screens (spec 02 §2, §4, §8). */
export const subscribeMessages = defineMessages({
  title: { id: 'settings.subscribe.title' },
  mercadoPagoTitle: { id: 'settings.mercadoPago.title' },
  subscribe: { id: 'subscriptions.subscribe' },
  paypal: { id: 'subscriptions.provider.paypal' },
  mercadoPago: { id: 'subscriptions.provider.mercadoPago' },
  refresh: { id: 'subscriptions.refresh' },
  nextPaymentAt: { id: 'subscriptions.nextPaymentAt' },
  fixPaymentBefore: { id: 'subscriptions.fixPaymentBefore' },
  premiumEndsOn: { id: 'subscriptions.premiumEndsOn' },
  canceled: { id: 'subscriptions.canceled' },
  cancelSubscription: { id: 'subscriptions.cancelSubscription' },
  close: { id: 'subscriptions.close' },
  cancelQuestion: { id: 'subscriptions.cancelQuestion' },
  cancelOk: { id: 'subscriptions.cancelOk' },
  cancelError: { id: 'subscriptions.cancelError' },
  chipActive: { id: 'subscriptions.chip.active' },
  chipCanceled: { id: 'subscriptions.chip.canceled' },
  chipGrace: { id: 'subscriptions.chip.inGracePeriod' },
  featuresTitle: { id: 'subscriptions.features.title' },
  requestFailed: { id: 'subscriptions.requestFailed' },
  paymentFailed: { id: 'subscriptions.paymentFailed' },
  cardFormUnavailable: { id: 'subscriptions.mercadoPago.unavailable' },
  choosePlan: { id: 'subscriptions.mercadoPago.choosePlan' },
  paymentSent: { id: 'subscriptions.mercadoPago.paymentSent' },
});

/** A plan's amount with its billing period. */
export const perMonthMessage = defineMessage<{ price: string }>({ id: 'subscriptions.perMonth' });
export const perYearMessage = defineMessage<{ price: string }>({ id: 'subscriptions.perYear' });

/** The status alert's texts (spec 02 §8). */
export const statusMessages = defineMessages({
  error: { id: 'subscriptions.status.error' },
  emptyProduct: { id: 'subscriptions.status.emptyProduct' },
  unverified: { id: 'subscriptions.status.unverified' },
  processing: { id: 'subscriptions.status.processing' },
  expiredOn: { id: 'subscriptions.status.expiredOn' },
  pausedOn: { id: 'subscriptions.status.pausedOn' },
  notSubscribed: { id: 'subscriptions.status.notSubscribed' },
  trial: { id: 'subscriptions.status.trial' },
  active: { id: 'subscriptions.status.active' },
});

/** The included features of a product card (spec 02 §2). */
export const featureMessages = defineMessages({
  onlineVoices: { id: 'subscriptions.feature.onlineVoices' },
  copyPublicBoards: { id: 'subscriptions.feature.copyPublicBoards' },
  publishBoards: { id: 'subscriptions.feature.publishBoards' },
  copyTiles: { id: 'subscriptions.feature.copyTiles' },
  pasteTiles: { id: 'subscriptions.feature.pasteTiles' },
  shareBoards: { id: 'subscriptions.feature.shareBoards' },
  adsFree: { id: 'subscriptions.feature.adsFree' },
  sharePhrases: { id: 'subscriptions.feature.sharePhrases' },
  supportChannel: { id: 'subscriptions.feature.supportChannel' },
  voiceRecording: { id: 'subscriptions.feature.voiceRecording' },
});

/** The subscribe banner of a premium feature the server refused (spec 01 §6). */
export const premiumMessages = defineMessages({
  trial_ended: { id: 'premium.trialEnded' },
  blocked: { id: 'premium.blocked' },
  close: { id: 'subscriptions.close' },
  subscribe: { id: 'subscriptions.subscribe' },
});
