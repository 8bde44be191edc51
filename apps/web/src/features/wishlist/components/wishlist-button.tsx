import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { WishlistItem } from '@saathi/shared';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/error-message';
import { useLoginModal, useSession } from '../../auth';
import { addToWishlist, removeFromWishlist, useWishlist } from '../api/wishlist-api';
import { useWishlistT } from '../messages';
import { wishlistKeys } from '../query-keys';

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 5.4 3.2 1.8-2 3.3-3.2 5.4-3.2 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  );
}

/**
 * The heart on a product: keeps it in, or takes it out of, the wishlist. A signed-out shopper
 * gets the login modal.
 */
export function WishlistButton({
  productId,
  className = '',
}: {
  productId: number;
  className?: string;
}) {
  const { user } = useSession();
  const loginModal = useLoginModal();
  const queryClient = useQueryClient();
  const t = useWishlistT();
  const wishlist = useWishlist();
  const [isSaving, setIsSaving] = useState(false);
  const isKept = wishlist.data?.some((item) => item.productId === productId) ?? false;

  const toggle = async () => {
    if (!user) {
      loginModal.open();
      return;
    }
    setIsSaving(true);
    try {
      if (isKept) {
        await removeFromWishlist(productId);
        queryClient.setQueryData<WishlistItem[]>(wishlistKeys.mine(user.id), (items) =>
          items?.filter((item) => item.productId !== productId),
        );
        toast.success(t('wishlist.removed'));
      } else {
        await addToWishlist(productId);
        toast.success(t('wishlist.added'));
      }
      await queryClient.invalidateQueries({ queryKey: wishlistKeys.mine(user.id) });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <button
      type="button"
      aria-pressed={isKept}
      aria-label={t(isKept ? 'wishlist.remove' : 'wishlist.add')}
      disabled={isSaving}
      onClick={() => void toggle()}
      className={`inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-red-600 shadow-sm hover:bg-white disabled:opacity-60 ${className}`}
    >
      <HeartIcon filled={isKept} />
    </button>
  );
}
