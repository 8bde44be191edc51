import {
  ADDRESS_FORM_DEFAULTS,
  DEFAULT_COUNTRY,
  splitLandmarks,
  type Address,
} from '@saathi/shared';
import type { AddressPayload } from '../api/address-payload';

/** The form's values: everything as typed, landmarks as one comma-separated text. */
export interface AddressFormValues {
  name: string;
  phone_number: string;
  email: string;
  street_address: string;
  additional_address_line: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  landmarks: string;
  type: string;
  isDefault: boolean;
}

export const emptyAddressValues = (): AddressFormValues => ({ ...ADDRESS_FORM_DEFAULTS });

/** An address to edit: landmarks joined with ", " (spec part 1 §3). */
export const addressToValues = (address: Address): AddressFormValues => ({
  name: address.name,
  phone_number: address.phone_number,
  email: address.email ?? '',
  street_address: address.street_address,
  additional_address_line: address.additional_address_line ?? '',
  city: address.city,
  state: address.state,
  postal_code: address.postal_code,
  // Delivery is India-only (decision 0114): an older address is saved again as India.
  country: DEFAULT_COUNTRY,
  landmarks: address.landmarks.join(', '),
  type: address.type,
  isDefault: address.isDefault,
});

/** The payload: landmarks split on commas and trimmed, latitude and longitude always 0. */
export const valuesToPayload = (values: AddressFormValues): AddressPayload => ({
  name: values.name.trim(),
  phone_number: values.phone_number.trim(),
  email: values.email.trim() || null,
  street_address: values.street_address.trim(),
  additional_address_line: values.additional_address_line.trim() || null,
  city: values.city.trim(),
  state: values.state,
  postal_code: values.postal_code.trim(),
  country: values.country.trim(),
  landmarks: splitLandmarks(values.landmarks),
  type: values.type as AddressPayload['type'],
  isDefault: values.isDefault,
  latitude: 0,
  longitude: 0,
});

/** Only digits can be typed, up to `max` of them. */
