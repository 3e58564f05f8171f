import { defineMessages } from 'react-intl';

export const appMessages = defineMessages({
  name: { id: 'app.name' },
  loading: { id: 'app.loading' },
  homePage: { id: 'app.homePage' },
  back: { id: 'app.back' },
  routeErrorTitle: { id: 'app.routeError.title' },
  routeErrorReload: { id: 'app.routeError.reload' },
  notFoundTitle: { id: 'app.notFound.title' },
  comingSoon: { id: 'app.placeholder.comingSoon' },
});

// Titles of the screens that later work fills in; each moves to its feature's messages with the screen.
export const screenTitles = defineMessages({
  subscribe: { id: 'settings.subscribe.title' },
  mercadoPago: { id: 'settings.mercadoPago.title' },
  export: { id: 'settings.export.title' },
  import: { id: 'settings.import.title' },
  navigation: { id: 'settings.navigation.title' },
  analytics: { id: 'analytics.title' },
});
