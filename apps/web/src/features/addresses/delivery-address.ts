// The address checkout delivers to, chosen with "Deliver Here". Kept on this device only.
const KEY = 'saathi.v1.deliveryAddressId';

export function getDeliveryAddressId(): number | null {
  try {
    const value = localStorage.getItem(KEY);
    const id = Number(value);
    return value && Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export function setDeliveryAddressId(id: number | null) {
  try {
    if (id === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, String(id));
  } catch {
    // Storage blocked (private mode): the choice lasts for this page only.
  }
}
