import { Link } from 'react-router';
import { ROUTES } from '@saathi/shared/routes';
import { EmptyState } from '../../../components/ui/empty-state';
import { buttonClass } from '../../../components/ui/button';

export default function WishlistPage() {
  return (
    <section>
      <title>My wishlist</title>
      <h1 className="text-2xl font-semibold">My wishlist</h1>
      <div className="mt-6">
        <EmptyState
          title="Your wishlist is empty"
          description="Save products you like to your wishlist and buy them whenever you are ready."
          action={
            <Link to={ROUTES.products} className={buttonClass('primary')}>
              Browse products
            </Link>
          }
        />
      </div>
    </section>
  );
}
