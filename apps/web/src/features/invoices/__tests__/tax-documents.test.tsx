import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MonthTaxDocument, OrderTaxDocuments } from '@saathi/shared';
import { setAccessToken } from '../../../lib/auth-token';
import { setLanguage } from '../../../lib/i18n/i18n';
import { captureDownloads } from '../../../test/downloads';
import { json, mockFetch, renderApp, renderWithQuery } from '../../../test/render-app';
import { buildUser } from '../../../testing';
import { TaxDocuments } from '../components/tax-documents';

const DOCUMENTS: OrderTaxDocuments = {
  invoice: {
    id: 4,
    serial: 'PGM/26-27/000004',
    issuedAt: '2026-11-20T10:00:00.000Z',
    grandTotal: 351.23,
  },
  creditNotes: [
    {
      id: 9,
      serial: 'PGMCN/26-27/0001',
      issuedAt: '2026-11-21T10:00:00.000Z',
      grandTotal: 351.23,
      reason: 'Order cancelled',
    },
  ],
};

const pdf = () => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });

const saved = captureDownloads();
beforeEach(() => setAccessToken('token'));

describe('an order’s tax documents', () => {
  it('shows nothing before the order has an invoice', async () => {
    const fetchMock = mockFetch((url) =>
      url === '/api/orders/3/tax-documents'
        ? json({ success: true, data: { invoice: null, creditNotes: [] } })
        : undefined,
    );
    const { container } = renderWithQuery(
      <TaxDocuments scope="shopper" orderId={3} status="PENDING_PAYMENT" />,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });

  it('downloads the invoice and the credit note as PDFs in the reader’s language, named by their serials', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((url) => {
      if (url === '/api/admin/orders/7/tax-documents')
        return json({ success: true, data: DOCUMENTS });
      if (url.includes('.pdf?')) return pdf();
      return undefined;
    });
    renderWithQuery(<TaxDocuments scope="admin" orderId={7} status="CANCELLED" />);
    const panel = await screen.findByTestId('tax-documents');
    expect(panel).toHaveTextContent('PGM/26-27/000004 · 20 Nov 2026 · ₹351.23');
    expect(panel).toHaveTextContent('Credit note PGMCN/26-27/0001');
    await user.click(within(panel).getByRole('button', { name: 'Download invoice' }));
    await user.click(within(panel).getByRole('button', { name: 'Download credit note' }));
    await waitFor(() => expect(saved).toEqual(['PGM-26-27-000004.pdf', 'PGMCN-26-27-0001.pdf']));
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    // In the reader's language: English here (Hindi asks for Hindi with English beside it).
    expect(urls).toContain('/api/admin/orders/7/invoice.pdf?language=en');
    expect(urls).toContain('/api/admin/orders/7/credit-notes/9.pdf?language=en');
  });

  it('speaks Hindi to a Hindi reader and asks for the Hindi PDF (decision 0179)', async () => {
    const user = userEvent.setup();
    await act(() => setLanguage('hi'));
    const fetchMock = mockFetch((url) => {
      if (url === '/api/orders/3/tax-documents') return json({ success: true, data: DOCUMENTS });
      if (url.includes('.pdf?')) return pdf();
      return undefined;
    });
    renderWithQuery(<TaxDocuments scope="shopper" orderId={3} status="DELIVERED" />);
    const panel = await screen.findByTestId('tax-documents');
    expect(within(panel).getByRole('heading', { name: 'टैक्स इनवॉइस' })).toBeVisible();
    expect(panel).toHaveTextContent('क्रेडिट नोट PGMCN/26-27/0001');
    await user.click(within(panel).getByRole('button', { name: 'इनवॉइस डाउनलोड करें' }));
    expect(within(panel).getByRole('button', { name: 'क्रेडिट नोट डाउनलोड करें' })).toBeVisible();
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
        '/api/orders/3/invoice.pdf?language=hi',
      ),
    );
  });
});

const monthRow: MonthTaxDocument = {
  kind: 'TAX_INVOICE',
  id: 4,
  orderId: 7,
  serial: 'PGM/26-27/000004',
  issuedAt: '2026-05-20T10:00:00.000Z',
  recipientName: 'Asha Rao',
  placeOfSupply: '29-Karnataka',
  taxable: 312.53,
  cgst: 0,
  sgst: 0,
  igst: 38.7,
  grandTotal: 351.23,
};

describe('the console’s tax invoices page', () => {
  it('lists the month’s documents and exports the GSTR-1 B2C summary for that month', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/dashboard/tax-invoices?month=2026-05', {
      user: buildUser({ roles: ['FINANCE'] }),
      fetch: (url) => {
        if (url === '/api/admin/tax-documents?month=2026-05')
          return json({ success: true, data: { month: '2026-05', documents: [monthRow] } });
        if (url.startsWith('/api/admin/tax-documents/gstr1-b2c.csv'))
          return new Response('Type\r\n', { headers: { 'Content-Type': 'text/csv' } });
        return undefined;
      },
    });
    const table = await screen.findByTestId('tax-documents-table', {}, { timeout: 5000 });
    expect(table).toHaveTextContent('PGM/26-27/000004');
    expect(table).toHaveTextContent('29-Karnataka');
    expect(table).toHaveTextContent('₹38.70');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
        '/api/admin/tax-documents/gstr1-b2c.csv?month=2026-05',
      ),
    );
    expect(saved[0]).toMatch(/^gstr1-b2cs-2026-05-\d{4}-\d\d-\d\d\.csv$/);
  });
});

describe('the console’s tax invoices page in Hindi (decision 0159)', () => {
  it('shows the month’s columns, a document’s kind and the export in Hindi', async () => {
    await act(() => setLanguage('hi'));
    renderApp('/dashboard/tax-invoices?month=2026-05', {
      user: buildUser({ roles: ['FINANCE'] }),
      fetch: (url) =>
        url === '/api/admin/tax-documents?month=2026-05'
          ? json({ success: true, data: { month: '2026-05', documents: [monthRow] } })
          : undefined,
    });
    const table = await screen.findByTestId('tax-documents-table', {}, { timeout: 10_000 });
    expect(within(table).getByRole('columnheader', { name: 'आपूर्ति का स्थान' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'IGST' })).toBeVisible();
    expect(table).toHaveTextContent('टैक्स इनवॉइस');
    expect(screen.getByRole('heading', { name: 'टैक्स इनवॉइस', level: 1 })).toBeVisible();
    expect(screen.getByLabelText('महीना')).toHaveValue('2026-05');
    expect(screen.getByRole('button', { name: 'CSV डाउनलोड करें' })).toBeVisible();
  });
});
