import { paiseToRupees, type DashboardFigure } from '@saathi/shared';
import { formatPrice } from '../../../lib/format';

const COUNT = new Intl.NumberFormat('en-IN');

/** A figure as text: ₹ for money (paise from the server), grouped digits otherwise. */
export const formatFigure = (value: number, unit: DashboardFigure['unit']) =>
  unit === 'money'
    ? formatPrice(paiseToRupees(value))
    : `${COUNT.format(value)}${unit === 'points' ? ' BV' : ''}`;
