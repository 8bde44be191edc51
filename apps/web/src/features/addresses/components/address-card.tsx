import type { Address } from '@saathi/shared';
import { formatPhone } from '@saathi/shared/phone';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useAddressesT } from '../messages';

interface AddressCardProps {
  address: Address;
  selected: boolean;
  delivering: boolean;
  onSelect: () => void;
  onDeliverHere: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One saved address (spec part 1 §2 "Delivery Address screen"). */
export function AddressCard({
  address,
  selected,
  delivering,
  onSelect,
  onDeliverHere,
  onEdit,
  onDelete,
}: AddressCardProps) {
  const t = useAddressesT();
  const nameId = `address-${address.id}-name`;
  return (
    <article
      data-testid="address-card"
      aria-labelledby={nameId}
      className={`rounded-2xl border bg-white p-4 sm:p-5 ${
        selected ? 'border-brand ring-2 ring-brand/30' : 'border-neutral-200'
      }`}
    >
      <div className="flex gap-2">
        <label className="-m-2 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center">
          <input
            type="radio"
            name="selected-address"
            checked={selected}
            onChange={onSelect}
            aria-labelledby={nameId}
            className="size-5 accent-[var(--color-brand)]"
          />
        </label>
        <div className="min-w-0 flex-1 space-y-1 text-neutral-800">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={nameId} className="font-semibold break-words text-neutral-900">
              {address.name}
            </h2>
            <Badge testId="address-type">{t('addresses.typeBadge', { type: address.type })}</Badge>
            {address.isDefault ? (
              <Badge tone="success" testId="address-default">
                {t('addresses.default')}
              </Badge>
            ) : null}
            {delivering ? (
              <Badge tone="brand" testId="address-delivering">
                {t('addresses.delivering')}
              </Badge>
            ) : null}
          </div>
          <p>{formatPhone(address.phone_number)}</p>
          <p className="break-words">{address.street_address}</p>
          {address.additional_address_line ? (
            <p className="break-words">{address.additional_address_line}</p>
          ) : null}
          <p>{`${address.city}, ${address.state} - ${address.postal_code}`}</p>
          {address.landmarks.length > 0 ? (
            <p className="text-sm text-neutral-700">
              <span className="font-semibold">{t('addresses.nearby')}</span>{' '}
              {address.landmarks.join(' • ')}
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={onDeliverHere} aria-pressed={delivering}>
          {t('addresses.deliverHere')}
        </Button>
        <Button variant="secondary" onClick={onEdit}>
          {t('addresses.edit')}
        </Button>
        <Button variant="secondary" onClick={onDelete} className="text-red-700">
          {t('addresses.delete')}
        </Button>
      </div>
    </article>
  );
}
