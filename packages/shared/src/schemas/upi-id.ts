import { z } from 'zod';

// A UPI ID (virtual payment address, NPCI): a name of letters, digits, dots, hyphens and
// underscores, "@", then the payment app's or bank's handle in letters ("name@okaxis",
// "9812300003@ybl"). UPI IDs are case-insensitive: kept in lower case (decision 0115).
export const UPI_ID_PATTERN = /^[a-z0-9._-]{2,256}@[a-z][a-z0-9]{1,63}$/;

export const UPI_ID_MESSAGES = {
  required: 'Enter the UPI ID',
  invalid: 'Enter a valid UPI ID, e.g. name@bank',
} as const;

export const upiIdSchema = z
  .string(UPI_ID_MESSAGES.required)
  .trim()
  .toLowerCase()
  .min(1, UPI_ID_MESSAGES.required)
  .regex(UPI_ID_PATTERN, UPI_ID_MESSAGES.invalid);

/** For the shopper's own pages: "ra••••@okaxis"; the admin, who pays it, sees all of it. */
export const maskUpiId = (upiId: string) => {
  const [name = '', handle = ''] = upiId.split('@');
  return `${name.slice(0, 2)}••••@${handle}`;
};
