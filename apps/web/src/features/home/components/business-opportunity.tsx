import { Link } from 'wouter';
import { CONTENT_PAGES } from '@saathi/shared/routes';
import { useCompanySettings } from '../../company';
import { useHomeT, type HomeKey } from '../messages';

const STEPS: readonly { title: HomeKey; text: HomeKey }[] = [
  { title: 'home.useTitle', text: 'home.useText' },
  { title: 'home.shareTitle', text: 'home.shareText' },
  { title: 'home.earnTitle', text: 'home.earnText' },
];

const directSelling = CONTENT_PAGES.find((page) => page.slug === 'direct-selling');

export function BusinessOpportunity() {
  const company = useCompanySettings();
  const t = useHomeT();
  return (
    <section
      aria-labelledby="business-opportunity"
      className="border-y border-neutral-200 bg-neutral-50"
    >
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="business-opportunity" className="text-2xl font-semibold md:text-3xl">
          {t('home.howItWorks', { company: company.shortName })}
        </h2>
        <p className="mt-3 max-w-3xl text-neutral-700">{t('home.directSellingMeans')}</p>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-neutral-200 bg-white p-6">
              <span
                className="inline-flex size-9 items-center justify-center rounded-full bg-brand text-sm font-semibold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(step.title)}</h3>
              <p className="mt-2 text-neutral-700">{t(step.text)}</p>
            </li>
          ))}
        </ol>
        <div className="mt-8 rounded-xl border border-neutral-200 bg-white p-6">
          <h3 className="font-semibold">{t('home.honestTitle')}</h3>
          <p className="mt-2 text-neutral-700">
            {t('home.honestText')} {company.registration.directSellingDeclaration}
          </p>
          {directSelling ? (
            <Link
              to={directSelling.path}
              className="mt-4 inline-block font-semibold text-brand hover:underline"
            >
              {t('home.readMore')}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
