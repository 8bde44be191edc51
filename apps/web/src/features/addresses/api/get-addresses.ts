import { useQuery } from '@tanstack/react-query';
import type { Address } from '@saathi/shared';
import { MESSAGES } from '@saathi/shared/messages';
import { http } from '../../../lib/http';
import { addressKeys } from '../query-keys';

interface AddressListBody {
  flag: boolean;
  data?: Address[] | null;
  error?: unknown;
}

/**
 * The saved addresses, the default first. Spec part 1 §8: an answer with flag false shows its
 * error (or "Unknown error occurred"); a call that throws shows "An unexpected error occurred.".
 */
export async function getAddresses(): Promise<Address[]> {
  let body: AddressListBody;
  try {
    body = await http.get<AddressListBody>('/addresses', { auth: true });
  } catch {
    throw new Error(MESSAGES.common.unexpectedError);
  }
  if (!body.flag) {
    throw new Error(
      typeof body.error === 'string' && body.error ? body.error : MESSAGES.common.unknownError,
    );
  }
  return body.data ?? [];
}

export function useAddresses() {
  return useQuery({ queryKey: addressKeys.all(), queryFn: getAddresses });
}
