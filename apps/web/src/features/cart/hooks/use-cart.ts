export interface CartLine {
  id: number;
  productId: number;
  quantity: number;
  productName: string;
  productPrice: number;
  productImage: string | null;
}

export interface CartState {
  items: CartLine[];
  /** Number of units in the cart, for the header badge. */
  count: number;
}

const EMPTY: CartState = { items: [], count: 0 };

/** The visitor's cart. The cart issue connects it to the server cart; until then it is empty. */
export function useCart(): CartState {
  return EMPTY;
}
