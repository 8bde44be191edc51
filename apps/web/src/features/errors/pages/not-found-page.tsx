import { Link } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { buttonClass } from '../../../components/ui/button';
import { useErrorsT } from '../messages';

export default function NotFoundPage() {
  const t = useErrorsT();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{t('errors.notFoundTitle')}</title>
      <p className="text-5xl font-semibold text-brand">404</p>
      <h1 data-testid="not-found" className="mt-4 text-3xl font-semibold">
        {t('errors.notFoundTitle')}
      </h1>
      <p className="mt-3 text-neutral-700">{t('errors.notFoundText')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={ROUTES.home} className={buttonClass('primary')}>
          {t('errors.goHome')}
        </Link>
        <Link to={ROUTES.products} className={buttonClass('secondary')}>
          {t('errors.browseProducts')}
        </Link>
      </div>
    </div>
  );
}
