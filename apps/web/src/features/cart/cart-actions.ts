// The cart's operations (spec part 2 §4): each shows its loading state for about 500 ms; an add
// goes to the server and the cart is then read back; a quantity changes on the screen at once
// and is saved to the server (PATCH /api/cart/{id}) once the clicks stop; a removal deletes on
// the server, then locally. The spec's toasts, with the server's own words when it refused for
// a reason the shopper can act on (stock, limits): docs/decisions/0033.
import { CART_OPERATION_DELAY_MS, CART_QUANTITY_MAX } from '@saathi/shared/cart-rules';
import type { CartItem } from '@saathi/shared';
import { toast } from '../../components/ui/toast';
import { isApiError } from '../../lib/http';
import { translate as t } from '../../lib/i18n/i18n';
// The toasts' words (the cart area), in the reader's language.
import './messages';
import { deleteCartLine, patchCartLine, postCartLine } from './api/cart-api';
import { getCartSnapshot, loadCart, setLineBusy, updateCart } from './cart-store';

const pause = () => new Promise((resolve) => setTimeout(resolve, CART_OPERATION_DELAY_MS));

/** A refusal the shopper can act on (409 stock, 400 limits) in the server's words. */
const isRefusal = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401;

function syncFailure(error: unknown) {
  if (isRefusal(error)) return (error as Error).message;
  return t(isApiError(error) ? 'cart.syncFailed' : 'cart.somethingWrong');
}

const replaceLine = (line: CartItem) =>
  updateCart(({ items }) => ({ items: items.map((item) => (item.id === line.id ? line : item)) }));

/**
 * Adds units of a product (of the size or pack chosen, when it has several); resolves true once
 * the cart has been read back with it.
 */
export async function addToCart(
  userId: number,
  productId: number,
  quantity = 1,
  variantId?: number,
) {
  try {
    await Promise.all([postCartLine(productId, quantity, variantId), pause()]);
    await loadCart(userId);
    toast.success(t('cart.added'));
    return true;
  } catch (error) {
    toast.error(syncFailure(error));
    return false;
  }
}

const syncTimers = new Map<number, ReturnType<typeof setTimeout>>();

async function saveQuantity(id: number) {
  syncTimers.delete(id);
  const line = getCartSnapshot().items.find((item) => item.id === id);
  if (!line) return;
  try {
    const saved = await patchCartLine(id, line.quantity);
    // A click made while this was on its way has started another save: keep the newer count.
    if (syncTimers.has(id)) replaceLine({ ...saved, quantity: getQuantity(id) ?? saved.quantity });
    else replaceLine(saved);
  } catch (error) {
    toast.error(syncFailure(error));
    const { userId } = getCartSnapshot();
    if (userId !== null) await loadCart(userId);
  } finally {
    if (!syncTimers.has(id)) setLineBusy(id, false);
  }
}

const getQuantity = (id: number) =>
  getCartSnapshot().items.find((item) => item.id === id)?.quantity;

/** Shows the new quantity at once; saves it when the shopper stops clicking. Below 1 removes. */
export function changeQuantity(line: CartItem, quantity: number) {
  if (quantity < 1) return removeFromCart(line);
  const next = Math.min(quantity, CART_QUANTITY_MAX);
  replaceLine({ ...line, quantity: next });
  setLineBusy(line.id, true);
  clearTimeout(syncTimers.get(line.id));
  syncTimers.set(
    line.id,
    setTimeout(() => void saveQuantity(line.id), CART_OPERATION_DELAY_MS),
  );
  return Promise.resolve();
}

/** Saves the line as it is: the shopper accepts today's price. */
export function acceptPrice(line: CartItem) {
  return changeQuantity(line, line.quantity);
}

export async function removeFromCart(line: CartItem) {
  clearTimeout(syncTimers.get(line.id));
  syncTimers.delete(line.id);
  setLineBusy(line.id, true);
  try {
    await Promise.all([
      deleteCartLine(line.id).catch((error: unknown) => {
        // Already gone (another tab): removing it here is all that is left to do.
        if (!(isApiError(error) && error.status === 404)) throw error;
      }),
      pause(),
    ]);
    updateCart(({ items }) => ({ items: items.filter((item) => item.id !== line.id) }));
    toast.success(t('cart.removed'));
  } catch (error) {
    toast.error(t(isApiError(error) ? 'cart.removeFailed' : 'cart.removeError'));
  } finally {
    setLineBusy(line.id, false);
  }
}
