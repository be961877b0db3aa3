import { formatPhone, site } from '../config/site';
import { formatDate } from '../utils/date-format';

/** The day the statement was last reviewed against the site (a UK day): change it with each review. */
export const ACCESSIBILITY_REVIEWED_ON = '2026-12-07';

/** The accessibility statement (/accessibility): the standard aimed at, how it is checked, what falls short, how to ask. */
export const ACCESSIBILITY_STATEMENT = {
  title: 'Accessibility statement',
  description: `How accessible the ${site.name} website is, how we test it, what we know falls short, and how to ask for another format or apply by phone.`,
  intro: `We want everyone to be able to use this website: to find a job, apply, register, ask us a question or complain. This statement covers every page of ${site.website}.`,
  standardHeading: 'The standard we aim at',
  standard:
    'We aim to meet the Web Content Accessibility Guidelines (WCAG) version 2.2 at level AA. You should be able to zoom to 400% without text spilling off the screen, use the whole site with a keyboard alone, and use it with a screen reader or speech recognition software.',
  testingHeading: 'How we test it',
  testing: [
    'Every page is checked automatically with axe (Deque’s accessibility engine) in Chromium, at desktop and phone widths, each time the site changes.',
    'Every page’s HTML is checked with the W3C Nu HTML checker, as built and once its scripts have run.',
    'We check by hand that every form and menu can be used with a keyboard alone and that focus is always visible.',
    'We check the forms, the job search and the cookie choices with a screen reader (NVDA on Windows and VoiceOver on macOS and iOS).',
    'The forms work without JavaScript, so an old browser or assistive technology that blocks scripts can still send them.',
  ],
  limitsHeading: 'What we know falls short',
  limits: [
    'Without JavaScript a CV over 4 MB cannot be sent through the forms (the form says so). Email it to us instead, or call us.',
    'CVs and documents you send us are kept as you sent them: we cannot make someone else’s document accessible, but we can read it out or describe it to you on request.',
    'The images shown when a job or article is shared on social media carry its title as text in the image; the title is also in the post’s own text.',
  ],
  formatsHeading: 'Another format, or applying by phone',
  formats: `If you need anything on this site in another format (large print, easy read, an audio recording or braille), or you would rather apply, register or complain by phone, call us on ${formatPhone()} (${site.officeHours}) or email ${site.email}. We will reply within 5 working days.`,
  phoneLabel: `Call ${formatPhone()}`,
  reportHeading: 'Reporting a problem',
  report:
    'If you find a problem that is not listed here, please tell us by phone or email. If you are not happy with our answer, you can contact the Equality Advisory and Support Service (EASS).',
  eassUrl: 'https://www.equalityadvisoryservice.com/',
  reviewed: `This statement was last reviewed on ${formatDate(`${ACCESSIBILITY_REVIEWED_ON}T12:00:00Z`, 'long')}.`,
} as const;

/** The page for a data-protection complaint (/data-protection-complaint): the contact form with its subject chosen. */
export const COMPLAINT_PAGE = {
  title: 'Make a data protection complaint',
  description: `Complain to ${site.name} about how we handle your personal data: we acknowledge every complaint at once and tell you the outcome.`,
  intro:
    'If you are unhappy with how we have handled your personal data, tell us here. You will receive an acknowledgement by email at once, with a reference. We then look into it, keep you informed and tell you the outcome without undue delay.',
  alternatives: `You can also complain by email to ${site.email} or by phone on ${formatPhone()}.`,
} as const;
