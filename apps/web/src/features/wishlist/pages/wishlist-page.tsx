import { useState } from 'react';
import { Link } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '@saathi/shared/routes';
import type { WishlistItem } from '@saathi/shared';
import { QueryView } from '../../../components/admin/query-view';
import { Button, buttonClass } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/error-message';
import { formatPrice } from '../../../lib/format';
import { useSession } from '../../auth';
import { loadCart } from '../../cart';
import { StockBadge } from '../../../components/ui/stock-badge';
import { Badge } from '../../../components/ui/badge';
import { moveToCart, removeFromWishlist, useWishlist } from '../api/wishlist-api';
import { useWishlistT } from '../messages';
import { wishlistKeys } from '../query-keys';
import { Thumbnail } from '../../../components/ui/thumbnail';

/** My wishlist: each kept product with its price and stock; move to cart, remove. */
export default function WishlistPage() {
  const { user } = useSession();
  const t = useWishlistT();
  const queryClient = useQueryClient();
  const wishlist = useWishlist();
  const [busyId, setBusyId] = useState<number | null>(null);

  const act = async (item: WishlistItem, action: 'move' | 'remove') => {
    setBusyId(item.productId);
    try {
      if (action === 'move') {
        await moveToCart(item.productId);
        if (user) await loadCart(user.id);
        toast.success(t('wishlist.moved'));
      } else {
        await removeFromWishlist(item.productId);
        toast.success(t('wishlist.removed'));
      }
      // Either way the product has left the wishlist.
      queryClient.setQueryData<WishlistItem[]>(wishlistKeys.mine(user?.id), (items) =>
        items?.filter((kept) => kept.productId !== item.productId),
      );
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section>
      <title>{t('wishlist.title')}</title>
      <h1 className="text-2xl font-semibold">{t('wishlist.title')}</h1>
      <div className="mt-6">
        <QueryView
          query={wishlist}
          isEmpty={(items) => items.length === 0}
          skeleton={{ count: 3, item: 'h-24 w-full rounded-2xl', layout: 'space-y-4' }}
          empty={{
            title: t('wishlist.empty'),
            description: t('wishlist.emptyHint'),
            action: (
              <Link to={ROUTES.products} className={buttonClass('primary')}>
                {t('wishlist.browseProducts')}
              </Link>
            ),
          }}
        >
          {(items) => (
            <ul className="space-y-4">
              {items.map((item) => (
                <li
                  key={item.productId}
                  data-testid="wishlist-item"
                  className="flex flex-wrap gap-4 rounded-2xl border border-neutral-200 bg-white p-4"
                >
                  <Thumbnail src={item.image} className="size-20" />
                  <div className="min-w-0 flex-1 space-y-1">
                    <Link
                      to={ROUTES.productDetails(item.productId)}
                      className="font-semibold hover:underline"
                    >
                      {item.name}
                    </Link>
                    <p className="font-semibold">{formatPrice(item.price)}</p>
                    {item.isAvailable ? (
                      <StockBadge inStock={item.inStock} isLowStock={item.isLowStock} />
                    ) : (
                      <Badge>{t('wishlist.noLongerSold')}</Badge>
                    )}
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <Button
                      onClick={() => void act(item, 'move')}
                      disabled={!item.isAvailable || !item.inStock || busyId === item.productId}
                    >
                      {t('wishlist.moveToCart')}
                    </Button>
                    <Button
                      variant="secondary"
                      className="text-red-700"
                      aria-label={t('wishlist.removeName', { name: item.name })}
                      disabled={busyId === item.productId}
                      onClick={() => void act(item, 'remove')}
                    >
                      {t('wishlist.removeButton')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </section>
  );
}
