import { Link } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { buttonClass } from '../../../components/ui/button';
import { useCompanySettings } from '../../company';

export function HomeHero() {
  const company = useCompanySettings();
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
        <p className="mt-5 max-w-2xl text-lg text-neutral-700">
          Everyday wellness, personal care and home products chosen for Indian families, delivered
          to your door. Use them, share them with people you know, and grow with us as an associate.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={ROUTES.products} className={buttonClass('primary', 'px-6 text-base')}>
            Shop now
          </Link>
          <Link to={ROUTES.signup} className={buttonClass('secondary', 'px-6 text-base')}>
            Join as associate
          </Link>
        </div>
      </div>
    </section>
  );
}
