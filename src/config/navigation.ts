/** The top navigation, in the spec's order. Home anchors work from any page. */
export const mainNav = [
  { label: 'Home', href: '/#home' },
  { label: 'About', href: '/#about' },
  { label: 'Team', href: '/team' },
  { label: 'Areas', href: '/#areas' },
  { label: 'Jobs', href: '/jobs' },
  { label: 'Blog', href: '/blog' },
  { label: 'Employers', href: '/employers' },
  { label: 'Contact', href: '/#contact' },
] as const;

/** The mobile menu adds Services. */
export const mobileNav = [...mainNav.slice(0, 4), { label: 'Services', href: '/#services' }, ...mainNav.slice(4)] as const;

/** Footer links to the home sections (smooth-scrolled with the header offset). */
export const footerSectionLinks = [
  { label: 'Submit CV', href: '/#apply' },
  { label: 'Our Services', href: '/#services' },
  { label: 'About Us', href: '/#about' },
  { label: 'Contact', href: '/#contact' },
] as const;

export const footerPageLinks = [
  { label: 'Career Resources', href: '/career-resources' },
  { label: 'For Employers', href: '/employers' },
  { label: 'Privacy Notice', href: '/privacy-notice' },
  { label: 'My data', href: '/my' },
  { label: 'Terms of Service', href: '/terms-of-service' },
  { label: 'Accessibility', href: '/accessibility' },
] as const;
