import { Link } from 'wouter';
import { CONTENT_PAGES } from '@saathi/shared/routes';
import { useCompanySettings } from '../../company';

const STEPS = [
  {
    title: 'Use products you trust',
    text: 'Buy the products your family already needs, at the listed price, with a return window on every order.',
  },
  {
    title: 'Share them with people',
    text: 'Recommend what works for you to friends, neighbours and relatives, and help them order.',
  },
  {
    title: 'Earn business value',
    text: 'You earn business value (BV) points on your own purchases and on those of the customers you bring, shown in your account for each order.',
  },
];

const directSelling = CONTENT_PAGES.find((page) => page.slug === 'direct-selling');

export function BusinessOpportunity() {
  const company = useCompanySettings();
  return (
    <section
      aria-labelledby="business-opportunity"
      className="border-y border-neutral-200 bg-neutral-50"
    >
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="business-opportunity" className="text-2xl font-semibold md:text-3xl">
          How the {company.shortName} business works
        </h2>
        <p className="mt-3 max-w-3xl text-neutral-700">
          Direct selling means products reach customers through people rather than shops. Anyone can
          shop with us; associates also earn on genuine product sales.
        </p>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-neutral-200 bg-white p-6">
              <span
                className="inline-flex size-9 items-center justify-center rounded-full bg-brand text-sm font-semibold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-neutral-700">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-8 rounded-xl border border-neutral-200 bg-white p-6">
          <h3 className="font-semibold">Honest by rule</h3>
          <p className="mt-2 text-neutral-700">
            Earnings come only from products sold to real customers, never from enrolling people,
            and they depend entirely on the effort each associate puts in: we promise no income.{' '}
            {company.registration.directSellingDeclaration}
          </p>
          {directSelling ? (
            <Link
              to={directSelling.path}
              className="mt-4 inline-block font-semibold text-brand hover:underline"
            >
              Read more about direct selling
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
