import { useQuery } from '@tanstack/react-query';
import type { CartItem, WishlistItem } from '@saathi/shared';
import { http } from '../../../lib/http';
import { useSession } from '../../auth';
import { wishlistKeys } from '../query-keys';

type Envelope<T> = { success: true; data: T };

/** My wishlist, newest first, with price and stock; nothing is asked for when signed out. */
export function useWishlist() {
  const { user } = useSession();
  return useQuery({
    queryKey: wishlistKeys.mine(user?.id),
    queryFn: () =>
      http.get<Envelope<WishlistItem[]>>('/api/wishlist', { auth: true }).then((b) => b.data),
    enabled: Boolean(user),
  });
}

export const addToWishlist = (productId: number) =>
  http.post<Envelope<{ productId: number; isInWishlist: boolean }>>(
    '/api/wishlist',
    { productId },
    { auth: true },
  );

export const removeFromWishlist = (productId: number) =>
  http.delete<Envelope<{ productId: number; isInWishlist: boolean }>>(
    `/api/wishlist/${productId}`,
    { auth: true },
  );

/** One unit of a kept product into the cart and out of the wishlist. */
export const moveToCart = (productId: number) =>
  http
    .post<Envelope<CartItem>>(`/api/wishlist/${productId}/move-to-cart`, {}, { auth: true })
    .then((body) => body.data);
