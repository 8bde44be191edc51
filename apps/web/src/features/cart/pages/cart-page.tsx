import { useCart } from '../hooks/use-cart';
import { EmptyCart } from '../components/empty-cart';

export default function CartPage() {
  const { count } = useCart();
  return (
    <section>
      <title>My cart</title>
      <h1 className="text-2xl font-semibold">My cart</h1>
      <div className="mt-6">{count === 0 ? <EmptyCart /> : null}</div>
    </section>
  );
}
