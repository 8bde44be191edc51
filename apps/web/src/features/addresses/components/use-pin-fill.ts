import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { POSTAL_CODE_LENGTH } from '@saathi/shared/constants';
import type { AddressFormValues } from './address-form-values';

type PlaceField = 'city' | 'state';

/**
 * Fills city and state from a complete PIN (decision 0114). The directory is its own chunk,
 * loaded on the first complete PIN, never with the home page. A field the person typed or chose
 * is kept; one this filled is replaced when the PIN changes. An unknown PIN fills nothing.
 */
export function usePinFill(form: Pick<UseFormReturn<AddressFormValues>, 'getValues' | 'setValue'>) {
  const filled = useRef<Partial<Record<PlaceField, string>>>({});

  return async (pin: string) => {
    if (pin.length !== POSTAL_CODE_LENGTH) return;
    const { lookUpPinCode } = await import('@saathi/shared/pin-directory');
    const place = lookUpPinCode(pin);
    // The person may have typed on while the directory loaded.
    if (!place || form.getValues('postal_code') !== pin) return;
    for (const field of ['city', 'state'] as const) {
      const current = form.getValues(field);
      if (current !== '' && current !== filled.current[field]) continue;
      form.setValue(field, place[field], { shouldValidate: true, shouldDirty: true });
      filled.current[field] = place[field];
    }
  };
}
