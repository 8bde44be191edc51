import type { ProductMakerRole } from '@saathi/shared/constants';
import { formatPhone } from '../../../lib/format';
import { useCompanySettings } from '../../company';
import type { ProductDetail } from '../api/types';
import { useShopT, type ShopKey } from '../messages';

const MAKER_ROLES: Record<ProductMakerRole, ShopKey> = {
  MANUFACTURER: 'shop.manufacturer',
  PACKER: 'shop.packer',
  IMPORTER: 'shop.importer',
};

interface Row {
  label: string;
  value: string;
  /** A mail or phone link for the value. */
  href?: string;
}

function FactList({ id, title, rows }: { id: string; title: string; rows: Row[] }) {
  return (
    <div>
      <h3 id={id} className="font-semibold text-neutral-900">
        {title}
      </h3>
      <dl
        aria-labelledby={id}
        className="mt-2 divide-y divide-neutral-200 rounded-xl border border-neutral-200"
      >
        {rows.map((row) => (
          <div key={row.label} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
            <dt className="font-semibold text-neutral-800">{row.label}</dt>
            <dd className="break-words text-neutral-700 sm:col-span-2">
              {row.href ? (
                <a href={row.href} className="text-brand underline underline-offset-2">
                  {row.value}
                </a>
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

const phoneRow = (label: string, phone: string): Row => ({
  label,
  value: formatPhone(phone),
  href: `tel:+91${phone}`,
});

/**
 * What the law asks a shopper to see before buying (decisions 0110 and 0111): who made, packed or
 * imported the product and where from, and who sells it, with the grievance officer.
 */
export function ProductFacts({ product }: { product: Pick<ProductDetail, 'facts'> }) {
  const { invoicing, office, grievanceOfficer } = useCompanySettings();
  const t = useShopT();
  const facts = product.facts;
  const origin: Row[] = facts
    ? [
        { label: t(MAKER_ROLES[facts.makerRole]), value: facts.makerName },
        { label: t('shop.address'), value: facts.makerAddress },
        { label: t('shop.countryOfOrigin'), value: facts.countryOfOrigin },
        ...(facts.bestBefore ? [{ label: t('shop.bestBefore'), value: facts.bestBefore }] : []),
      ]
    : [];
  const seller: Row[] = [
    { label: t('shop.soldBy'), value: invoicing.legalName },
    { label: t('shop.address'), value: invoicing.addressLines.join(', ') },
    phoneRow(t('shop.customerCare'), office.phone),
    { label: t('shop.email'), value: office.email, href: `mailto:${office.email}` },
    {
      label: t('shop.grievanceOfficer'),
      value: `${grievanceOfficer.name}, ${grievanceOfficer.designation}`,
    },
    phoneRow(t('shop.officerPhone'), grievanceOfficer.phone),
    {
      label: t('shop.officerEmail'),
      value: grievanceOfficer.email,
      href: `mailto:${grievanceOfficer.email}`,
    },
  ];
  return (
    <section aria-labelledby="product-origin-seller" className="mt-8 space-y-4">
      <h2 id="product-origin-seller" className="text-xl font-semibold">
        {t('shop.originAndSeller')}
      </h2>
      {origin.length > 0 ? (
        <FactList id="product-origin" title={t('shop.origin')} rows={origin} />
      ) : null}
      <FactList id="product-seller" title={t('shop.seller')} rows={seller} />
    </section>
  );
}
