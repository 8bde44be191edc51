import type { Address } from '@saathi/shared';
import { formatPhone } from '@saathi/shared/phone';
import { useAddressesT } from '../../addresses';

/** One saved address as a choice of the checkout's delivery step. */
export function AddressChoice({
  address,
  checked,
  onChoose,
}: {
  address: Address;
  checked: boolean;
  onChoose: () => void;
}) {
  const t = useAddressesT();
  return (
    <label
      data-testid="checkout-address"
      className={`flex cursor-pointer gap-3 rounded-xl border p-4 ${
        checked ? 'border-brand ring-2 ring-brand/30' : 'border-neutral-200'
      }`}
    >
      <input
        type="radio"
        name="delivery-address"
        checked={checked}
        onChange={onChoose}
        className="mt-1 size-5 accent-[var(--color-brand)]"
      />
      <span className="space-y-0.5">
        <span className="block font-semibold">
          {address.name}
          {address.isDefault ? (
            <span className="ml-2 text-sm text-green-800">{t('addresses.default')}</span>
          ) : null}
        </span>
        <span className="block text-sm">{formatPhone(address.phone_number)}</span>
        <span className="block text-sm">
          {[address.street_address, address.additional_address_line].filter(Boolean).join(', ')}
        </span>
        <span className="block text-sm">{`${address.city}, ${address.state} - ${address.postal_code}`}</span>
      </span>
    </label>
  );
}
