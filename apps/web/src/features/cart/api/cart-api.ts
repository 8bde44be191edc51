import type { CartItem, CartResponse } from '@saathi/shared';
import { http } from '../../../lib/http';

type Envelope<T> = { success: true; data: T };

/** The signed-in shopper's cart (spec part 2 §7: `{cartItems}`), priced by the catalogue. */
export const fetchCart = (userId: number) =>
  http.get<CartResponse>(`/api/cart/user/${userId}`, { auth: true }).then((body) => body.cartItems);

/** Adds units of a product; the server takes only the product and the quantity. */
export const postCartLine = (productId: number, quantity: number, variantId?: number) =>
  http
    .post<Envelope<CartItem>>('/api/cart', { productId, variantId, quantity }, { auth: true })
    .then((body) => body.data);

/** Sets a line's quantity (and so accepts today's price). */
export const patchCartLine = (id: number, quantity: number) =>
  http
    .patch<Envelope<CartItem>>(`/api/cart/${id}`, { quantity }, { auth: true })
    .then((body) => body.data);

export const deleteCartLine = (id: number) =>
  http.delete<Envelope<{ id: number }>>(`/api/cart/${id}`, { auth: true });
