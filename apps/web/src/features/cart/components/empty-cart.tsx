import { Link } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { EmptyState } from '../../../components/ui/empty-state';
import { buttonClass } from '../../../components/ui/button';
import { CartIcon } from '../../../components/ui/icons';
import { useCartT } from '../messages';

export function EmptyCart() {
  const t = useCartT();
  return (
    <EmptyState
      icon={<CartIcon />}
      title={t('cart.emptyTitle')}
      description={t('cart.emptyText')}
      action={
        <Link to={ROUTES.products} className={buttonClass('primary')}>
          {t('cart.browseProducts')}
        </Link>
      }
    />
  );
}
