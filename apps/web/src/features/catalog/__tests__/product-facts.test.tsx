import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY_SETTINGS } from '@saathi/shared/company-defaults';
import { json, renderApp } from '../../../test/render-app';
import { buildProductDetail } from '../../../testing';

const LAZY_PAGE = { timeout: 5000 };

const imported = buildProductDetail({
  id: 8,
  name: 'Pulse Oximeter',
  facts: {
    makerRole: 'IMPORTER',
    makerName: 'Swasthya Imports LLP',
    makerAddress: '14 Dock Road, Mazgaon, Mumbai, Maharashtra 400010',
    countryOfOrigin: 'Taiwan',
    bestBefore: '',
  },
});

const settings = {
  ...DEMO_COMPANY_SETTINGS,
  grievanceOfficer: {
    name: 'Meena Rao',
    designation: 'Grievance Officer',
    email: 'grievance@example.in',
    phone: '9812300003',
  },
};

const handler = (url: string) => {
  if (url === '/api/products/8') return json({ data: imported, errors: [] });
  if (url === '/api/company-settings') return json({ success: true, data: settings });
  if (url === '/api/brands') return json({ data: [], errors: [] });
  if (url.startsWith('/api/products?')) return json({ data: [], errors: [] });
  return undefined;
};

const rowsOf = (list: HTMLElement) =>
  Object.fromEntries(
    [...list.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextSibling?.textContent]),
  );

describe('the origin and seller block of a product page', () => {
  it('shows the importer, the origin, and the seller with the grievance officer', async () => {
    renderApp('/product-details-page/8', { fetch: handler });
    const block = await screen.findByRole('region', { name: 'Origin and seller' }, LAZY_PAGE);
    expect(rowsOf(within(block).getByLabelText('Origin'))).toEqual({
      Importer: 'Swasthya Imports LLP',
      Address: '14 Dock Road, Mazgaon, Mumbai, Maharashtra 400010',
      'Country of origin': 'Taiwan',
    });
    const seller = within(block).getByLabelText('Seller');
    expect(await within(seller).findByText('Meena Rao, Grievance Officer')).toBeInTheDocument();
    expect(rowsOf(seller)).toMatchObject({
      'Sold by': DEMO_COMPANY_SETTINGS.invoicing.legalName,
      Address: DEMO_COMPANY_SETTINGS.invoicing.addressLines.join(', '),
      'Officer’s phone': '+91 98123 00003',
    });
    expect(within(seller).getByRole('link', { name: 'grievance@example.in' })).toHaveAttribute(
      'href',
      'mailto:grievance@example.in',
    );
  });
});
