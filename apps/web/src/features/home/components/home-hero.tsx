import { Link } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { buttonClass } from '../../../components/ui/button';
import { useCompanySettings } from '../../company';
import { useHomeT } from '../messages';

export function HomeHero() {
  const company = useCompanySettings();
  const t = useHomeT();
  return (
    <section data-testid="home-hero" aria-labelledby="home-hero-title" className="bg-brand-soft">
      <div className="mx-auto max-w-7xl px-4 py-14 md:py-24">
        <p className="font-semibold text-brand">{company.name}</p>
        <h1
          id="home-hero-title"
          className="mt-3 max-w-3xl text-4xl leading-tight font-semibold text-neutral-900 md:text-5xl"
        >
          {company.tagline}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-neutral-700">{t('home.intro')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={ROUTES.products} className={buttonClass('primary', 'px-6 text-base')}>
            {t('home.shopNow')}
          </Link>
          <Link to={ROUTES.signup} className={buttonClass('secondary', 'px-6 text-base')}>
            {t('home.joinAsAssociate')}
          </Link>
        </div>
      </div>
    </section>
  );
}
