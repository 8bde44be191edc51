import { paiseToRupees } from '@saathi/shared/money';
import { formatPrice } from '../../lib/format';

/** Integer paise as rupees for the earnings screens (₹1,234.50). */
export const formatPaise = (paise: number) => formatPrice(paiseToRupees(paise));
