import { defineMessages } from 'react-intl';

export const welcomeMessages = defineMessages({
  title: { id: 'welcome.title' },
  intro: { id: 'welcome.intro' },
  pointBoards: { id: 'welcome.point.boards' },
  pointCaregivers: { id: 'welcome.point.caregivers' },
  pointOffline: { id: 'welcome.point.offline' },
  startAsGuest: { id: 'welcome.startAsGuest' },
  logInOrSignUp: { id: 'welcome.logInOrSignUp' },
  guestNote: { id: 'welcome.guestNote' },
});
