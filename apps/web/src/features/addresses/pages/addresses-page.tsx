import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Address } from '@saathi/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/error-message';
import type { AddressPayload } from '../api/address-payload';
import { createAddress } from '../api/create-address';
import { deleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { addressKeys } from '../query-keys';
import { updateAddress } from '../api/update-address';
import { AddressCard } from '../components/address-card';
import { AddressForm } from '../components/address-form';
import { addressToValues, emptyAddressValues } from '../components/address-form-values';
import { getDeliveryAddressId, setDeliveryAddressId } from '../delivery-address';
import { useAddressesT } from '../messages';

type FormState = { mode: 'add' } | { mode: 'edit'; address: Address } | null;

function AddressesLoading() {
  const t = useAddressesT();
  return (
    <div aria-busy="true" className="space-y-4">
      <p role="status" className="text-neutral-700">
        {t('addresses.loading')}
      </p>
      <Skeleton className="h-40 w-full rounded-2xl" />
      <Skeleton className="h-40 w-full rounded-2xl" />
    </div>
  );
}

/** Delivery Address (spec part 1 §2, §4, §5, §8). */
export default function AddressesPage() {
  const t = useAddressesT();
  const queryClient = useQueryClient();
  const { data: addresses, isPending, isError, error, refetch, isRefetching } = useAddresses();
  const [form, setForm] = useState<FormState>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [deliveryId, setDeliveryId] = useState(getDeliveryAddressId);
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const [deleting, setDeleting] = useState(false);

  const setList = (update: (list: Address[]) => Address[]) =>
    queryClient.setQueryData<Address[]>(addressKeys.all(), (list) => update(list ?? []));
  const refreshBadges = () => void queryClient.invalidateQueries({ queryKey: addressKeys.all() });

  const save = async (payload: AddressPayload) => {
    if (form?.mode === 'edit') {
      const updated = await updateAddress(form.address.id, payload);
      setList((list) => list.map((item) => (item.id === updated.id ? updated : item)));
      if (updated.isDefault !== form.address.isDefault) refreshBadges();
    } else {
      const saved = await createAddress(payload);
      const hadOthers = (addresses?.length ?? 0) > 0;
      setList((list) => [...list, saved]);
      if (saved.isDefault && hadOthers) refreshBadges();
    }
    setForm(null);
  };

  const remove = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteAddress(toDelete.id);
      setList((list) => list.filter((item) => item.id !== toDelete.id));
      if (deliveryId === toDelete.id) {
        setDeliveryAddressId(null);
        setDeliveryId(null);
      }
      if (selectedId === toDelete.id) setSelectedId(null);
      // The server moves the default to another address when the default goes.
      if (toDelete.isDefault) refreshBadges();
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  const deliverHere = (id: number) => {
    setDeliveryAddressId(id);
    setDeliveryId(id);
    setSelectedId(id);
    toast.success(t('addresses.selected'));
  };

  const addOpen = form?.mode === 'add';
  const list = addresses ?? [];

  return (
    <section>
      <title>{t('addresses.title')}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('addresses.title')}</h1>
        <Button aria-expanded={addOpen} onClick={() => setForm(addOpen ? null : { mode: 'add' })}>
          {t('addresses.addNew')}
        </Button>
      </div>
      <div className="mt-6">
        {isPending ? (
          <AddressesLoading />
        ) : isError ? (
          <ErrorPanel
            message={error.message}
            onRetry={() => void refetch()}
            retrying={isRefetching}
          />
        ) : list.length === 0 ? (
          <EmptyState
            title={t('addresses.emptyTitle')}
            description={t('addresses.emptyText')}
            action={
              <Button onClick={() => setForm({ mode: 'add' })}>{t('addresses.addFirst')}</Button>
            }
          />
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {list.map((address) => (
              <li key={address.id}>
                <AddressCard
                  address={address}
                  selected={(selectedId ?? deliveryId) === address.id}
                  delivering={deliveryId === address.id}
                  onSelect={() => setSelectedId(address.id)}
                  onDeliverHere={() => deliverHere(address.id)}
                  onEdit={() => setForm({ mode: 'edit', address })}
                  onDelete={() => setToDelete(address)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {form ? (
        <AddressForm
          key={form.mode === 'edit' ? form.address.id : 'new'}
          mode={form.mode}
          initialValues={
            form.mode === 'edit' ? addressToValues(form.address) : emptyAddressValues()
          }
          onSave={save}
          onClose={() => setForm(null)}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('addresses.deleteTitle')}
        confirmLabel={t('addresses.delete')}
        busyLabel={t('addresses.deleting')}
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setToDelete(null)}
      >
        {toDelete ? (
          <p>
            {t('addresses.deleteText', {
              name: toDelete.name,
              street: toDelete.street_address,
              city: toDelete.city,
            })}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
