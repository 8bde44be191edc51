import { Redirect } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';

/**
 * /s/{referralCode}: an associate's own shop. The shell records the visit and shows whose shop
 * it is (ShopAttribution); the page opens the company's products.
 */
export default function ShopEntryPage() {
  return <Redirect to={ROUTES.products} replace />;
}
