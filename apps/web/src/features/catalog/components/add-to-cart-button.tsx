import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useLoginModal, useSession } from '../../auth';
import { addToCart, chooseBeforeSignIn, forgetChosen } from '../../cart';
import { useShopT } from '../messages';

interface AddToCartButtonProps {
  productId: number;
  /** The size or pack chosen, for a product with several. */
  variantId?: number;
  quantity?: number;
  disabled?: boolean;
  className?: string;
  /** The id of a hint saying why the button is disabled. */
  describedBy?: string;
}

/**
 * Adds the product to the cart. A signed-out shopper gets the login modal, and the product goes
 * into the cart once they sign in (closing the modal instead forgets it).
 */
export function AddToCartButton({
  productId,
  variantId,
  quantity = 1,
  disabled,
  className,
  describedBy,
}: AddToCartButtonProps) {
  const { user } = useSession();
  const loginModal = useLoginModal();
  const t = useShopT();
  const [isAdding, setIsAdding] = useState(false);

  useEffect(() => {
    if (!loginModal.isOpen) forgetChosen();
  }, [loginModal.isOpen]);

  const add = async () => {
    if (!user) {
      chooseBeforeSignIn(productId, quantity, variantId);
      loginModal.open();
      return;
    }
    setIsAdding(true);
    await addToCart(user.id, productId, quantity, variantId);
    setIsAdding(false);
  };

  return (
    <Button
      onClick={() => void add()}
      disabled={disabled}
      busy={isAdding}
      busyText={t('shop.adding')}
      className={className}
      aria-describedby={describedBy}
    >
      {t('shop.addToCart')}
    </Button>
  );
}
