// Default text of the company content pages (CONTENT_PAGES in @saathi/shared routes), seeded
// into a fresh installation. Demo content for the fictional company Pragati Growth Marketing:
// every registration number and person named in these pages is a placeholder.
import ourCompany from './our-company.md';
import ourTeam from './our-team.md';
import ourAssociation from './our-association.md';
import groupCompanies from './group-companies.md';
import internationalBusiness from './international-business.md';
import directSelling from './direct-selling.md';
import whyPgm from './why-pgm.md';
import successStories from './success-stories.md';
import businessOpportunity from './business-opportunity.md';
import blog from './blog.md';
import news from './news.md';
import gallery from './gallery.md';
import productCatalogue from './product-catalogue.md';
import contact from './contact.md';
import terms from './terms.md';
import disclosure from './disclosure.md';
import onlinePrivacy from './online-privacy.md';
import privacyPolicy from './privacy-policy.md';
import cancelRefund from './cancel-refund.md';

export interface DefaultContentPage {
  slug: string;
  summary: string;
  body: string;
}

/** One entry per CONTENT_PAGES slug, in the same order. */
export const DEFAULT_CONTENT_PAGES: readonly DefaultContentPage[] = [
  {
    slug: 'our-company',
    summary:
      'Pragati Growth Marketing, founded 3 July 2023: our ethics, mission, vision, founder story and authorised certificates.',
    body: ourCompany,
  },
  {
    slug: 'our-team',
    summary: 'Meet the leadership, care, training and operations team behind PGM (demo profiles).',
    body: ourTeam,
  },
  {
    slug: 'our-association',
    summary:
      'How PGM works with associates, customers, manufacturers, logistics partners and regulators.',
    body: ourAssociation,
  },
  {
    slug: 'group-companies',
    summary:
      'The entities in the Pragati group, what each one does, and why your contract is always with PGM.',
    body: groupCompanies,
  },
  {
    slug: 'international-business',
    summary:
      'PGM sells and appoints associates only in India today; how to spot false overseas offers made in our name.',
    body: internationalBusiness,
  },
  {
    slug: 'direct-selling',
    summary:
      'How direct selling works at PGM: free registration, no mandatory purchase, and BV earned only on genuine product sales.',
    body: directSelling,
  },
  {
    slug: 'why-pgm',
    summary:
      'Honest prices, easy returns, free registration and earnings linked only to product sales: why customers and associates choose PGM.',
    body: whyPgm,
  },
  {
    slug: 'success-stories',
    summary:
      'Stories of associates who put products and customers first (fictional demo profiles; results vary and income is not guaranteed).',
    body: successStories,
  },
  {
    slug: 'business-opportunity',
    summary:
      'Become a PGM associate for free: how retail margin and BV payouts work, how BV is confirmed, and the limits of the opportunity.',
    body: businessOpportunity,
  },
  {
    slug: 'blog',
    summary:
      'Practical wellness ideas for Indian homes: staying hydrated in summer, building a balanced thali and five minutes for your mind.',
    body: blog,
  },
  {
    slug: 'news',
    summary: 'Official PGM announcements and company milestones from 2023 to 2026.',
    body: news,
  },
  {
    slug: 'gallery',
    summary:
      'Photos of PGM products, training sessions and community events, how to spot a genuine product, and our photo consent promise.',
    body: gallery,
  },
  {
    slug: 'product-catalogue',
    summary:
      'Our 30+ products across personal care, home essentials, wellness and nutrition, medical equipment and clothing, with price bands.',
    body: productCatalogue,
  },
  {
    slug: 'contact',
    summary:
      'Reach PGM customer care and our grievance officer by phone, email or chat, Mon–Sat 10:00–18:00 IST, with our response times.',
    body: contact,
  },
  {
    slug: 'terms',
    summary:
      'Terms for using this website, buying from PGM and acting as an associate, including pricing, delivery, prohibited practices and jurisdiction.',
    body: terms,
  },
  {
    slug: 'disclosure',
    summary:
      'Mandatory disclosures under the Direct Selling Rules, 2021: company details, no pyramid or money circulation scheme, remuneration and grievances.',
    body: disclosure,
  },
  {
    slug: 'online-privacy',
    summary:
      'How PGM uses cookies, browser storage, sign-in sessions and device data on this website and the associate portal.',
    body: onlinePrivacy,
  },
  {
    slug: 'privacy-policy',
    summary:
      'What personal data PGM collects, why, how long we keep it, and your rights under the Digital Personal Data Protection Act, 2023.',
    body: privacyPolicy,
  },
  {
    slug: 'cancel-refund',
    summary:
      'Free cancellation before dispatch, returns, the 30-day associate cooling-off period, buy-back guarantee and refunds within 7 working days.',
    body: cancelRefund,
  },
];
