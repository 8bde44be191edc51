import { Link } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { useCompanySettings } from '../../company';

export function JoinCallToAction() {
  const company = useCompanySettings();
  return (
    <section aria-labelledby="join-cta" className="bg-brand text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="join-cta" className="text-2xl font-semibold md:text-3xl">
            Join {company.name}
          </h2>
          <p className="mt-2 max-w-2xl text-white">
            Register as an associate in a few minutes with your phone or email. You can shop the
            same day and start sharing when you are ready.
          </p>
        </div>
        <Link
          to={ROUTES.signup}
          className="inline-flex min-h-11 shrink-0 items-center rounded-lg bg-white px-6 font-semibold text-brand hover:bg-brand-soft"
        >
          Join as associate
        </Link>
      </div>
    </section>
  );
}
