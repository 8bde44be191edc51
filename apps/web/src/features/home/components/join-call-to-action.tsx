import { Link } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { useCompanySettings } from '../../company';
import { useHomeT } from '../messages';

export function JoinCallToAction() {
  const company = useCompanySettings();
  const t = useHomeT();
  return (
    <section aria-labelledby="join-cta" className="bg-brand text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="join-cta" className="text-2xl font-semibold md:text-3xl">
            {t('home.joinTitle', { company: company.name })}
          </h2>
          <p className="mt-2 max-w-2xl text-white">{t('home.joinText')}</p>
        </div>
        <Link
          to={ROUTES.signup}
          className="inline-flex min-h-11 shrink-0 items-center rounded-lg bg-white px-6 font-semibold text-brand hover:bg-brand-soft"
        >
          {t('home.joinAsAssociate')}
        </Link>
      </div>
    </section>
  );
}
