import { site } from '../../config/site';

/** schema.org EmploymentAgency (a LocalBusiness) for the agency, optionally serving one city. */
export function agencyJsonLd(origin: URL | string, options: { url?: string; areaServed?: string; description?: string } = {}) {
  const home = new URL('/', origin).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'EmploymentAgency',
    '@id': `${options.url ?? home}#agency`,
    name: site.name,
    legalName: site.legalName,
    url: options.url ?? home,
    telephone: `+44${site.phone.slice(1)}`,
    email: site.email,
    ...(options.description ? { description: options.description } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postcode,
      addressCountry: 'GB',
    },
    areaServed: options.areaServed ? { '@type': 'City', name: options.areaServed } : { '@type': 'Country', name: site.address.country },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: site.officeOpens,
      closes: site.officeCloses,
    },
    sameAs: Object.values(site.social),
  };
}
