import { Link } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { EmptyState } from '../../../components/ui/empty-state';
import { buttonClass } from '../../../components/ui/button';
import { CartIcon } from '../../../components/ui/icons';

export function EmptyCart() {
  return (
    <EmptyState
      icon={<CartIcon />}
      title="Your cart is empty"
      description="Add products to your cart and they will wait for you here until you check out."
      action={
        <Link to={ROUTES.products} className={buttonClass('primary')}>
          Browse products
        </Link>
      }
    />
  );
}
