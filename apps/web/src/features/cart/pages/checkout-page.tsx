import { useCart } from '../hooks/use-cart';
import { EmptyCart } from '../components/empty-cart';

export default function CheckoutPage() {
  const { count } = useCart();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <title>Checkout</title>
      <h1 className="text-3xl font-semibold">Checkout</h1>
      <div className="mt-8">{count === 0 ? <EmptyCart /> : null}</div>
    </div>
  );
}
