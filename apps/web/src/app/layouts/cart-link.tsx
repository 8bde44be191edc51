import { Link } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { CartIcon } from '../../components/ui/icons';
import { useCart } from '../../features/cart';
import { useShellT } from '../../lib/i18n/shell';

export function CartLink() {
  const { count } = useCart();
  const t = useShellT();
  return (
    <Link
      to={ROUTES.manage.cart}
      aria-label={t('shell.cartLabel', { count })}
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
