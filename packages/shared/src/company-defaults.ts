import type { CompanySettings } from './schemas/company';

/** A fictional company, clearly demo: the values a fresh installation starts with. */
export const DEMO_COMPANY_SETTINGS: CompanySettings = {
  name: 'Pragati Growth Marketing',
  shortName: 'PGM',
  tagline: 'A healthy and wealthy life for every Indian family',
  logoUrl: null,
  brandColor: '#c2410c',
  registration: {
    cin: 'U46909MH2023PTC000000 (demo — replace with your CIN)',
    // A demo GSTIN with a correct check character: replace it with yours.
    gstin: '27AAAAA0000A1Z2',
    pan: 'AAAAA0000A (demo)',
    directSellingDeclaration:
      'We follow the Consumer Protection (Direct Selling) Rules, 2021 and run no pyramid or money circulation scheme.',
  },
  office: {
    addressLines: [
      'Demo office: 4th Floor, Sample Tower',
      'Andheri East, Mumbai, Maharashtra 400069',
    ],
    email: 'care@pragati-demo.in',
    phone: '9876543210',
    hours: 'Mon–Sat, 10:00–18:00 IST',
  },
  socialLinks: [
    { network: 'facebook', url: 'https://www.facebook.com/' },
    { network: 'instagram', url: 'https://www.instagram.com/' },
    { network: 'youtube', url: 'https://www.youtube.com/' },
  ],
  chatPhone: '9876543210',
  grievanceOfficer: {
    name: 'Farzana Shaikh (demo)',
    designation: 'Grievance Officer',
    email: 'grievance@pragati-demo.in',
    phone: '9876543210',
  },
  grievanceDeadlines: {
    acknowledgeHours: 48,
    resolveDays: 30,
    acknowledgeWarnHours: 12,
    resolveWarnDays: 5,
  },
  foundedOn: '2023-07-03',
  invoicing: {
    legalName: 'Pragati Growth Marketing Private Limited (demo)',
    addressLines: [
      'Demo office: 4th Floor, Sample Tower',
      'Andheri East, Mumbai, Maharashtra 400069',
    ],
    stateCode: '27',
    invoicePrefix: 'PGM',
    creditNotePrefix: 'PGM',
  },
  sponsorNoticeUplineDepth: 0,
};
