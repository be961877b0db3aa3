import { describe, expect, it } from 'vitest';
import { formatPhone, fullAddress, site } from '../../config/site';
import {
  applicationReceipt,
  applicationToConsultant,
  applicationUnsuccessful,
  commentDigest,
  digestQuotes,
  DIGEST_MAX_ITEMS,
  enquiryReceipt,
  enquiryToConsultant,
  newSignIn,
  alertJobDetails,
  jobAlert,
  type AlertJob,
  type ApplicationFacts,
  type EnquiryFacts,
} from '../emails';
import { renderMail } from '../../notifications/render';

const context = { origin: 'https://www.psychgradsales.co.uk' };
const STATUS_URL = 'https://www.psychgradsales.co.uk/api/application-status/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const receivedAt = new Date('2026-07-01T09:30:00Z');
const application: ApplicationFacts = {
  firstName: 'Amelia',
  lastName: 'Hughes',
  email: 'amelia.hughes@example.com',
  phone: '07700 900123',
  degree: 'master',
  interest: 'tech',
  bio: 'MSc Psychology.\nTwo summers in telesales.',
  receivedAt,
};
const enquiry: EnquiryFacts = {
  name: 'Priya Shah',
  email: 'priya@example.com',
  subject: 'employer',
  message: 'We are hiring two SDRs.\nBristol, from March.',
  receivedAt,
};
const comments = [
  { authorName: 'Sam', postTitle: 'Cold calling & the brain', content: 'Great read, thank you for this.', createdAt: receivedAt },
];

const ALL = {
  'application to consultant': renderMail(applicationToConsultant(application, context)),
  'application receipt': renderMail(applicationReceipt(application, context, 'A-000042', STATUS_URL)),
  'application unsuccessful': renderMail(
    applicationUnsuccessful({ firstName: 'Amelia', role: { title: 'Sales Executive', company: 'Acme Ltd' } }, context),
  ),
  'enquiry to consultant': renderMail(enquiryToConsultant(enquiry, context)),
  'enquiry receipt': renderMail(enquiryReceipt(enquiry, context, 'E-000007')),
  'comment digest': renderMail(commentDigest(comments, 1, context)),
};

describe.each(Object.entries(ALL))('%s', (_name, mail) => {
  it('signs with the company identity from the site config, in text and HTML', () => {
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(site.legalName);
      expect(body).toContain(formatPhone());
      expect(body).toContain(site.email);
      expect(body).toContain(site.address.postcode);
    }
  });

  it('is a phone-sized HTML page with the subject as its title', () => {
    expect(mail.html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    expect(mail.html).toContain('max-width:600px');
    expect(mail.html).toContain(`<title>${mail.subject.replace(/&/g, '&amp;').replace(/'/g, '&#39;')}</title>`);
  });
});

describe('application to the consultant', () => {
  const mail = ALL['application to consultant'];

  it("names the candidate and degree in the subject and gives every detail and the dashboard's link", () => {
    expect(mail.subject).toBe("New application: Amelia Hughes (Master's degree (MSc/MA))");
    expect(mail.text).toContain('Email: amelia.hughes@example.com');
    expect(mail.text).toContain('Phone: 07700 900123');
    expect(mail.text).toContain("Degree: Master's degree (MSc/MA)");
    expect(mail.text).toContain('Interest: Technology sales');
    expect(mail.text).toContain('About them: MSc Psychology.\nTwo summers in telesales.');
    expect(mail.text).toContain('Received: 1 Jul 2026, 10:30 BST'); // read anywhere: the zone is named
    expect(mail.text).toContain('https://www.psychgradsales.co.uk/admin#applications');
    expect(mail.html).toContain('href="https://www.psychgradsales.co.uk/admin#applications"');
    expect(mail.html).toContain('MSc Psychology.<br>Two summers in telesales.');
  });

  it('says when no interest or bio was given', () => {
    const bare = renderMail(applicationToConsultant({ ...application, interest: undefined, bio: undefined }, context));
    expect(bare.text).toContain('Interest: Not given');
    expect(bare.text).toContain('About them: Not given');
  });

  it('escapes what the candidate typed in the HTML', () => {
    const hostile = renderMail(
      applicationToConsultant({ ...application, firstName: '<script>alert(1)</script>', bio: '<img src=x onerror=alert(1)>' }, context),
    );
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).not.toContain('<img');
    expect(hostile.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('application receipt', () => {
  const mail = ALL['application receipt'];

  it('promises the 48-hour review and links the privacy notice', () => {
    expect(mail.subject).toBe(`We've received your application - ${site.name}`);
    expect(mail.text).toContain('Thank you, Amelia');
    expect(mail.text).toContain("We'll review your application and contact you within 48 hours.");
    expect(mail.text).toContain("We have your CV and details (Master's degree (MSc/MA), interested in Technology sales).");
    expect(mail.text).toContain(fullAddress);
    expect(mail.text).toContain('privacy notice (https://www.psychgradsales.co.uk/privacy-notice)');
    expect(mail.html).toContain('<a href="https://www.psychgradsales.co.uk/privacy-notice"');
    expect(mail.html).toContain(`href="mailto:${site.email}"`);
    expect(mail.text).toContain(`email ${site.email} (${site.officeHours})`);
  });

  it('gives the reference the confirmation on the site showed', () => {
    expect(mail.text).toContain('Your reference: A-000042. Quote it if you call or email us about this.');
  });

  it('links the private status page, as a button, and asks that the email is not forwarded', () => {
    expect(mail.text).toContain(`See where your application stands: ${STATUS_URL}`);
    expect(mail.html).toContain(`<a href="${STATUS_URL}"`);
    expect(mail.text).toContain("please don't forward this email");
  });
});

describe('application not taken forward', () => {
  const mail = ALL['application unsuccessful'];

  it('tells the candidate kindly, naming the role, how long their details are kept and how to withdraw', () => {
    expect(mail.subject).toBe(`Your application to ${site.name}`);
    expect(mail.text).toContain('Thank you, Amelia');
    expect(mail.text).toContain(`for Sales Executive at Acme Ltd`);
    expect(mail.text).toContain("we won't be taking your application further this time");
    expect(mail.text).toContain('We keep your details for 12 months');
    expect(mail.text).toContain('withdraw your application');
  });

  it('greets a general applicant by name only when it is a name', () => {
    const general = renderMail(applicationUnsuccessful({ firstName: 'http://evil.example', role: null }, context));
    expect(general.text).toContain(`Thank you for applying to ${site.name}, and`);
    expect(general.text).not.toContain('evil.example');
  });
});

describe('enquiry to the consultant', () => {
  const mail = ALL['enquiry to consultant'];

  it('names the sender and subject and quotes the message with its line breaks', () => {
    expect(mail.subject).toBe("New enquiry from Priya Shah: I'm an employer looking to hire");
    expect(mail.text).toContain('Reply to this email to answer them.');
    expect(mail.text).toContain('> We are hiring two SDRs.\n> Bristol, from March.');
    expect(mail.html).toContain('We are hiring two SDRs.<br>Bristol, from March.');
    expect(mail.text).toContain('https://www.psychgradsales.co.uk/admin#contacts');
  });
});

describe('enquiry receipt', () => {
  const mail = ALL['enquiry receipt'];

  it('thanks the sender without repeating their message (no relay for strangers)', () => {
    expect(mail.text).toContain('Thank you, Priya\n');
    expect(mail.text).toContain("We'll get back to you soon.");
    expect(mail.text).not.toContain('SDRs');
    expect(mail.html).not.toContain('SDRs');
    expect(mail.text).toContain('Your reference: E-000007.');
  });

  it.each([
    ['enquiry', (name: string) => renderMail(enquiryReceipt({ ...enquiry, name }, context, 'E-000007'))],
    ['application', (name: string) => renderMail(applicationReceipt({ ...application, firstName: name }, context, 'A-000042', STATUS_URL))],
  ])('to a stranger: a name made into a message is not repeated (%s)', (_kind, receipt) => {
    const mail = receipt('Your account is suspended - verify at http://evil.example');
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain('evil.example');
      expect(body).not.toContain('suspended');
      expect(body).toContain('Thank you');
    }
  });
});

describe('comment digest', () => {
  it.each([
    [1, '1 comment is waiting for moderation'],
    [3, '3 comments are waiting for moderation'],
  ])('counts %i waiting comment(s) in the subject', (total, subject) => {
    expect(commentDigest(comments, total, context).subject).toBe(subject);
  });

  it('lists each comment with its post, and how many more wait beyond the list', () => {
    const many = Array.from({ length: DIGEST_MAX_ITEMS + 5 }, (_, i) => ({ ...comments[0], authorName: `Reader ${i}` }));
    const mail = renderMail(commentDigest(many, DIGEST_MAX_ITEMS + 5, context));
    expect(mail.text).toContain('- Reader 0 on "Cold calling & the brain" (1 Jul 2026, 10:30 BST): Great read, thank you for this.');
    expect(mail.text).not.toContain(`Reader ${DIGEST_MAX_ITEMS}`);
    expect(mail.text).toContain('- and 5 more');
    expect(mail.text).toContain('https://www.psychgradsales.co.uk/admin#comments');
  });

  const digestText = renderMail(commentDigest(comments, 1, context)).text;
  it.each([
    ['its comment', comments[0], true],
    ['its comment after the post was renamed (the post is not part of the check)', { ...comments[0], postTitle: 'Renamed' }, true],
    ['another author', { ...comments[0], authorName: 'Samira' }, false],
    ['other words by the same author', { ...comments[0], content: 'Another thought.' }, false],
    ['the same words at another time', { ...comments[0], createdAt: new Date('2026-07-02T09:30:00Z') }, false],
  ])('knows whether it quotes %s', (_name, comment, quoted) => {
    expect(digestQuotes(digestText, comment)).toBe(quoted);
  });
});

describe('job alert', () => {
  const job: AlertJob = {
    id: 7,
    title: 'Sales Executive',
    company: 'Acme Ltd',
    location: 'Exeter',
    type: 'Full-time',
    workplace: 'hybrid',
    salary: '£26,000',
    expiresAt: null,
  };
  const links = {
    manage: `${context.origin}/api/job-alerts/manage?token=1.x`,
    unsubscribe: `${context.origin}/api/job-alerts/unsubscribe?token=1.x`,
  };

  it.each([
    ['a hybrid job', job, ['Acme Ltd · Exeter · Hybrid · Full-time', '£26,000']],
    [
      'a remote job, saying Remote once, and no salary',
      { ...job, location: 'Remote', workplace: 'remote', type: 'Remote', salary: null },
      ['Acme Ltd · Remote', 'Salary not stated'],
    ],
    // The end of a UK summer day is 22:59 UTC: still that day.
    [
      'a job closing in summer',
      { ...job, expiresAt: new Date('2026-06-30T22:59:59.999Z') },
      ['Acme Ltd · Exeter · Hybrid · Full-time', '£26,000 · Closes 30 June 2026'],
    ],
  ] as const)('describes %s under its title', (_name, described, details) => {
    expect(alertJobDetails(described)).toEqual(details);
  });

  it('makes each job’s title a link to its page in the HTML, its address on a line of its own in the text', () => {
    const mail = renderMail(jobAlert([job], { description: '"sales", in Exeter' }, links, context));
    expect(mail.html).toContain(`<a href="${context.origin}/jobs/7" `);
    expect(mail.html).toContain('>Sales Executive</a><br>Acme Ltd · Exeter · Hybrid · Full-time<br>£26,000</p>');
    expect(mail.text).toContain(`Sales Executive\nAcme Ltd · Exeter · Hybrid · Full-time\n£26,000\n${context.origin}/jobs/7\n`);
  });
});
describe('times in emails', () => {
  it('name their zone, since the reader may be anywhere: BST in summer, GMT in winter', () => {
    const facts = { device: 'Chrome on Windows', country: 'France' };
    expect(renderMail(newSignIn({ ...facts, at: receivedAt }, context)).text).toContain('When: 1 Jul 2026, 10:30 BST');
    expect(renderMail(newSignIn({ ...facts, at: new Date('2026-12-06T14:05:00Z') }, context)).text).toContain(
      'When: 6 Dec 2026, 14:05 GMT',
    );
  });
});
