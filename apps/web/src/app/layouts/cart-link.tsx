import { Link } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { CartIcon } from '../../components/ui/icons';
import { useCart } from '../../features/cart';

export function CartLink() {
  const { count } = useCart();
  return (
    <Link
      to={ROUTES.manage.cart}
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      className="relative inline-flex size-11 items-center justify-center rounded-lg text-neutral-800 hover:bg-neutral-100"
    >
      <CartIcon />
      <span
        data-testid="cart-count"
        aria-hidden="true"
        className="absolute top-0.5 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1 text-xs font-semibold text-white"
      >
        {count}
      </span>
    </Link>
  );
}
