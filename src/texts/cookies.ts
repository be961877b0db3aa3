/** The cookie preferences dialog and the footer's button that opens it again (spec 4). */
export const COOKIE_TEXT = {
  title: 'Cookie Preferences',
  /** The summary, up to its link to the privacy notice (a full stop follows the link). */
  summary:
    'We use essential cookies to make this site work. With your permission we would also like to use optional analytics, marketing and functional cookies. You can change your choice at any time from Cookie Settings in the footer. Read our',
  privacyNotice: 'Privacy Notice',
  acceptAll: 'Accept All',
  acceptEssential: 'Accept Essential Only',
  customize: 'Customize',
  customizeIntro: 'Choose which optional cookies you allow. Essential cookies are always on.',
  categories: {
    essential: { label: 'Essential', description: 'Needed for the site to work, such as remembering this choice. Always on.' },
    analytics: { label: 'Analytics', description: 'Help us understand how visitors use the site so we can improve it.' },
    marketing: { label: 'Marketing', description: 'Used to show you relevant adverts on other websites.' },
    functional: { label: 'Functional', description: 'Remember settings such as embedded content and preferences.' },
  },
  save: 'Save Preferences',
  back: 'Back',
  close: 'Close',
  settings: 'Cookie Settings',
} as const;
