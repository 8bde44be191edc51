import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import type { Address, PaymentMethod } from '@saathi/shared';
import { ROUTES } from '@saathi/shared/routes';
import { Button } from '../../../components/ui/button';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/error-message';
import { isApiError } from '../../../lib/http';
import {
  AddressForm,
  addressKeys,
  createAddress,
  emptyAddressValues,
  getDeliveryAddressId,
  useAddresses,
} from '../../addresses';
import { CouponField } from '../components/coupon-field';
import { orderKeys, PAYMENT_METHOD_KEYS, payOnline, placeOrder, useOrdersT } from '../../orders';
import { useCheckoutT } from '../checkout-messages';
import { useCheckoutSummary } from '../api/checkout-api';
import { loadCart } from '../cart-store';
import { useSession } from '../../auth';
import { CollectionNotice } from '../../privacy';
import { AddressChoice } from '../components/address-choice';
import { CartSummary } from '../components/cart-summary';
import { EmptyCart } from '../components/empty-cart';
import { cartKeys } from '../query-keys';

/** "Deliver Here"'s choice when it is still in the book, else the default, else the first. */
function preselected(addresses: Address[]) {
  const chosen = getDeliveryAddressId();
  return (
    addresses.find((address) => address.id === chosen) ??
    addresses.find((address) => address.isDefault) ??
    addresses[0]
  )?.id;
}

const newAttempt = () => crypto.randomUUID();

/**
 * Checkout: where to deliver, the order as the server prices it, how to pay, place the order
 * (docs/decisions/0034). One Idempotency-Key per attempt: a double click or a retry after a lost
 * answer gets the same order; a new choice of address or payment starts a new attempt.
 */
export default function CheckoutPage() {
  const t = useCheckoutT();
  const tOrders = useOrdersT();
  const { user } = useSession();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const addresses = useAddresses();
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const summary = useCheckoutSummary(couponCode);
  const [addressId, setAddressId] = useState<number | undefined>();
  const [method, setMethod] = useState<PaymentMethod>('COD');
  const [attempt, setAttempt] = useState(newAttempt);
  const [isAdding, setIsAdding] = useState(false);
  const [isPlacing, setIsPlacing] = useState(false);

  const list = addresses.data ?? [];
  const chosenAddress = addressId ?? preselected(list);
  const methods = summary.data?.paymentMethods ?? ['COD'];
  const chosenMethod = methods.includes(method) ? method : 'COD';

  const chooseAddress = (id: number) => {
    setAddressId(id);
    setAttempt(newAttempt());
  };
  const chooseMethod = (next: PaymentMethod) => {
    setMethod(next);
    setAttempt(newAttempt());
  };
  const chooseCoupon = (code: string | null) => {
    setCouponCode(code);
    setAttempt(newAttempt());
  };

  const saveAddress = async (payload: Parameters<typeof createAddress>[0]) => {
    const saved = await createAddress(payload);
    queryClient.setQueryData<Address[]>(addressKeys.all(), (current) => [
      ...(current ?? []),
      saved,
    ]);
    void queryClient.invalidateQueries({ queryKey: addressKeys.all() });
    chooseAddress(saved.id);
    setIsAdding(false);
  };

  const place = async () => {
    if (!chosenAddress) return;
    setIsPlacing(true);
    try {
      const placed = await placeOrder(
        {
          addressId: chosenAddress,
          paymentMethod: chosenMethod,
          couponCode: summary.data?.coupon?.code,
        },
        attempt,
      );
      if (user) void loadCart(user.id);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all() });
      queryClient.removeQueries({ queryKey: cartKeys.checkoutAll() });
      const { order, razorpay } = placed;
      if (order.status !== 'PENDING_PAYMENT') toast.success(t('checkout.placed'));
      else if (razorpay)
        await payOnline(razorpay).catch((error: unknown) => toast.error(errorMessage(error)));
      navigate(ROUTES.manage.order(order.number));
    } catch (error) {
      toast.error(errorMessage(error));
      // A refusal (stock, price, address) left nothing behind: the next try is a new attempt.
      if (isApiError(error) && error.status >= 400 && error.status < 500) {
        setAttempt(newAttempt());
        void summary.refetch();
      }
      setIsPlacing(false);
    }
  };

  if (summary.isPending || addresses.isPending) {
    return (
      <div className="mx-auto max-w-5xl space-y-4 px-4 py-8" aria-busy="true">
        <title>{t('checkout.title')}</title>
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
    );
  }
  const failed = summary.error ?? addresses.error;
  if (failed || !summary.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <title>{t('checkout.title')}</title>
        <ErrorPanel message={failed?.message} onRetry={() => void summary.refetch()} />
      </div>
    );
  }
  const data = summary.data;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <title>{t('checkout.title')}</title>
      <h1 className="text-3xl font-semibold">{t('checkout.title')}</h1>
      {data.lines.length === 0 ? (
        <div className="mt-8">
          <EmptyCart />
        </div>
      ) : (
        <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_22rem]">
          <div className="space-y-6">
            <section aria-labelledby="delivery" className="space-y-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id="delivery" className="text-xl font-semibold">
                  {t('checkout.deliveryAddress')}
                </h2>
                <Button variant="secondary" onClick={() => setIsAdding(true)}>
                  {t('checkout.addAddress')}
                </Button>
              </div>
              {list.length === 0 ? (
                <p className="text-neutral-700">{t('checkout.noAddress')}</p>
              ) : (
                <div
                  role="radiogroup"
                  aria-labelledby="delivery"
                  className="grid gap-3 sm:grid-cols-2"
                >
                  {list.map((address) => (
                    <AddressChoice
                      key={address.id}
                      address={address}
                      checked={address.id === chosenAddress}
                      onChoose={() => chooseAddress(address.id)}
                    />
                  ))}
                </div>
              )}
            </section>
            <CollectionNotice point="CHECKOUT" isMarketingAsked />
            <section aria-labelledby="items" className="space-y-3">
              <h2 id="items" className="text-xl font-semibold">
                {t('checkout.items')}
              </h2>
              <ul className="divide-y divide-neutral-100 rounded-2xl border border-neutral-200 bg-white px-4">
                {data.lines.map((line) => (
                  <li key={line.id} data-testid="checkout-line" className="flex gap-3 py-3">
                    <span className="flex-1">
                      <span className="block font-semibold">{line.productName}</span>
                      {line.variantLabel ? (
                        <span className="block text-sm text-neutral-700">{line.variantLabel}</span>
                      ) : null}
                      <span className="block text-sm text-neutral-700">
                        {t('checkout.quantity', { quantity: line.quantity })}
                      </span>
                      {line.issue ? (
                        <span role="alert" className="block text-sm text-amber-900">
                          {line.issue.message}
                        </span>
                      ) : null}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="payment" className="space-y-3">
              <h2 id="payment" className="text-xl font-semibold">
                {t('checkout.payment')}
              </h2>
              <div role="radiogroup" aria-labelledby="payment" className="space-y-2">
                {methods.map((option) => (
                  <label
                    key={option}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-neutral-200 bg-white px-4"
                  >
                    <input
                      type="radio"
                      name="payment-method"
                      checked={option === chosenMethod}
                      onChange={() => chooseMethod(option)}
                      className="size-5 accent-[var(--color-brand)]"
                    />
                    {tOrders(PAYMENT_METHOD_KEYS[option])}
                  </label>
                ))}
              </div>
              {chosenMethod === 'RAZORPAY' ? (
                <p className="text-sm text-neutral-700">
                  {t('checkout.razorpayNote', { minutes: data.paymentWindowMinutes })}
                </p>
              ) : null}
            </section>
          </div>
          <div>
            <CartSummary
              subtotal={data.subtotal}
              discount={data.discount}
              couponCode={data.coupon?.code}
              fee={data.fee}
              total={data.total}
              itemCount={data.itemCount}
            >
              <CouponField
                applied={data.coupon}
                refusal={data.couponRefusal}
                busy={summary.isPlaceholderData}
                onApply={chooseCoupon}
                onRemove={() => chooseCoupon(null)}
              />
              {data.blockingReason ? (
                <p role="alert" className="text-sm text-amber-900">
                  {data.blockingReason}{' '}
                  <Link to={ROUTES.manage.cart} className="font-semibold underline">
                    {t('checkout.reviewCart')}
                  </Link>
                </p>
              ) : null}
              {!chosenAddress ? (
                <p className="text-sm text-neutral-700">{t('checkout.chooseAddress')}</p>
              ) : null}
              <Button
                className="w-full"
                onClick={() => void place()}
                disabled={!data.canPlaceOrder || !chosenAddress || summary.isPlaceholderData}
                busy={isPlacing}
                busyText={t('checkout.placing')}
              >
                {chosenMethod === 'RAZORPAY' ? tOrders('orders.payNow') : t('checkout.placeOrder')}
              </Button>
            </CartSummary>
          </div>
        </div>
      )}
      {isAdding ? (
        <AddressForm
          mode="add"
          initialValues={emptyAddressValues()}
          onSave={saveAddress}
          onClose={() => setIsAdding(false)}
        />
      ) : null}
    </div>
  );
}
