import { Link } from 'wouter';
import { MESSAGES } from '@saathi/shared/messages';
import { ROUTES } from '@saathi/shared/routes';
import { buttonClass } from '../../../components/ui/button';

export default function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{MESSAGES.common.notFoundTitle}</title>
      <p className="text-5xl font-semibold text-brand">404</p>
      <h1 data-testid="not-found" className="mt-4 text-3xl font-semibold">
        {MESSAGES.common.notFoundTitle}
      </h1>
      <p className="mt-3 text-neutral-700">
        The page you asked for does not exist or has moved. Check the address, or carry on from the
        home page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={ROUTES.home} className={buttonClass('primary')}>
          Go to home
        </Link>
        <Link to={ROUTES.products} className={buttonClass('secondary')}>
          Browse products
        </Link>
      </div>
    </div>
  );
}
