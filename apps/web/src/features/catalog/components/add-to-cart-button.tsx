import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useLoginModal, useSession } from '../../auth';
import { addToCart, chooseBeforeSignIn, forgetChosen } from '../../cart';

interface AddToCartButtonProps {
  productId: number;
  quantity?: number;
  disabled?: boolean;
  className?: string;
}

/**
 * Adds the product to the cart. A signed-out shopper gets the login modal, and the product goes
 * into the cart once they sign in (closing the modal instead forgets it).
 */
export function AddToCartButton({
  productId,
  quantity = 1,
  disabled,
  className,
}: AddToCartButtonProps) {
  const { user } = useSession();
  const loginModal = useLoginModal();
  const [isAdding, setIsAdding] = useState(false);

  useEffect(() => {
    if (!loginModal.isOpen) forgetChosen();
  }, [loginModal.isOpen]);

  const add = async () => {
    if (!user) {
      chooseBeforeSignIn(productId, quantity);
      loginModal.open();
      return;
    }
    setIsAdding(true);
    await addToCart(user.id, productId, quantity);
    setIsAdding(false);
  };

  return (
    <Button
      onClick={() => void add()}
      disabled={disabled}
      busy={isAdding}
      busyText="Adding..."
      className={className}
    >
      Add to cart
    </Button>
  );
}
