/** The cookie preferences dialog and the footer's button that opens it again (spec 4). */
export const COOKIE_TEXT = {
  title: 'Cookie Preferences',
  /** The summary, up to its link to the privacy notice (a full stop follows the link). */
  summary:
    'We use essential cookies and storage to make this site work. With your permission we also count your visit on our own server (Analytics) and remember your job search on this device (Functional); we use no marketing cookies. You can change your choice at any time from Cookie Settings in the footer. Read our',
  privacyNotice: 'Privacy Notice',
  acceptAll: 'Accept All',
  acceptEssential: 'Accept Essential Only',
  customize: 'Customize',
  customizeIntro: 'Choose which optional cookies you allow. Essential cookies are always on.',
  /**
   * Exactly what each choice turns on on this site (src/lib/consented-features.ts): the dialog's switches
   * and the privacy notice's cookie section both show these.
   */
  categories: {
    essential: {
      label: 'Essential',
      description: 'Needed for the site to work: remembering this choice on your device, and keeping our staff signed in. Always on.',
    },
    analytics: {
      label: 'Analytics',
      description:
        'Counts each page you view on our own server: the page, the site that linked you here, any campaign tags in the link, and whether you use a phone, tablet or computer. No cookie, IP address or identifier is kept, only daily totals. If you then apply or send us a message, the page you arrived on, the linking site and campaign tags go with it. No other company receives any of this.',
    },
    marketing: {
      label: 'Marketing',
      description: 'Turns on nothing: this site has no advertising or marketing cookies today. If that changes, we will ask you again.',
    },
    functional: {
      label: 'Functional',
      description:
        'Remembers your job-search filters on this device, so the jobs page opens with your last search. Nothing else: an unfinished career quiz is not remembered.',
    },
  },
  save: 'Save Preferences',
  back: 'Back',
  close: 'Close',
  settings: 'Cookie Settings',
} as const;
