import { Suspense } from 'react';
import { Link } from 'wouter';
import { formatPhone, phoneHref } from '@saathi/shared/phone';
import { ROUTES } from '@saathi/shared/routes';
import { useCompanySettings } from '../../features/company';
import { GrievanceOfficer } from '../../features/grievances';
import { useShellT } from '../../lib/i18n/shell';
import { lazyWithQuery } from '../../lib/lazy-with-query';
import {
  CategoryColumn,
  footerHeadingClass as headingClass,
  footerLinkClass as linkClass,
} from './footer-category-column';
import { POLICY_LINKS } from './nav-groups';

const SOCIAL_LABEL = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  x: 'X',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
} as const;

const FooterCategories = lazyWithQuery(() => import('./footer-categories'));

export function SiteFooter() {
  const company = useCompanySettings();
  const { registration, office } = company;
  const t = useShellT();
  return (
    <footer data-testid="site-footer" className="bg-neutral-900 text-neutral-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className="text-lg font-semibold text-white">
            {company.name}
          </h2>
          <p className="mt-3">{company.tagline}</p>
          <Link
            to={ROUTES.signup}
            className="mt-5 inline-flex min-h-11 items-center rounded-lg bg-white px-5 font-semibold text-neutral-900 hover:bg-neutral-200"
          >
            {t('shell.joinUs')}
          </Link>
          {company.socialLinks.length > 0 ? (
            <ul className="mt-5 flex flex-wrap gap-x-4 gap-y-1" aria-label={t('shell.socialMedia')}>
              {company.socialLinks.map((link) => (
                <li key={link.url}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={linkClass}
                  >
                    {SOCIAL_LABEL[link.network]}
                    <span className="sr-only"> {t('shell.opensInNewTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <Suspense fallback={<CategoryColumn categories={[]} />}>
          <FooterCategories />
        </Suspense>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className={headingClass}>
            {t('shell.policies')}
          </h2>
          <ul className="mt-3 space-y-1">
            {POLICY_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-office">
          <h2 id="footer-office" className={headingClass}>
            {t('shell.office')}
          </h2>
          <address className="mt-3 space-y-1 not-italic">
            {office.addressLines.map((line) => (
              <p key={line}>{line}</p>
            ))}
            <p>
              <a href={`mailto:${office.email}`} className={linkClass}>
                {office.email}
              </a>
            </p>
            <p>
              <a href={phoneHref(office.phone)} className={linkClass}>
                {formatPhone(office.phone)}
              </a>
            </p>
            <p>{office.hours}</p>
          </address>
        </section>
      </div>
      <div className="border-t border-neutral-800">
        <div className="mx-auto max-w-7xl space-y-2 px-4 py-6 text-sm text-neutral-400">
          <dl className="flex flex-wrap gap-x-6 gap-y-1">
            <div className="flex gap-1">
              <dt>CIN:</dt>
              <dd>{registration.cin}</dd>
            </div>
            <div className="flex gap-1">
              <dt>GSTIN:</dt>
              <dd>{registration.gstin}</dd>
            </div>
            <div className="flex gap-1">
              <dt>PAN:</dt>
              <dd>{registration.pan}</dd>
            </div>
          </dl>
          <p>{registration.directSellingDeclaration}</p>
          <Suspense fallback={null}>
            <GrievanceOfficer />
          </Suspense>
          <p>
            © {new Date().getFullYear()} {company.name}
          </p>
        </div>
      </div>
    </footer>
  );
}
