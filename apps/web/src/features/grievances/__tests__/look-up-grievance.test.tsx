import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GrievanceAdmin, GrievanceView } from '@saathi/shared';
import { setLanguage } from '../../../lib/i18n/i18n';
import { captureDownloads } from '../../../test/downloads';
import { json, mockFetch, renderApp } from '../../../test/render-app';
import { buildUser } from '../../../testing';
import { LookUpGrievance } from '../components/look-up-grievance';

const grievance: GrievanceView = {
  reference: 'GRV-2026-000042',
  category: 'product',
  status: 'new',
  description: 'The soap arrived broken.',
  orderNumber: null,
  productName: null,
  associateCode: null,
  resolution: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  acknowledgeBy: '2026-11-22T10:00:00.000Z',
  resolveBy: '2026-12-20T10:00:00.000Z',
  replies: [],
  attachments: [{ id: 'a1b2.webp', fileName: 'soap.webp', contentType: 'image/webp' }],
};

const LAZY = { timeout: 10_000 };
const view: GrievanceView = {
  ...grievance,
  status: 'acknowledged',
  replies: [{ id: 2, body: 'We are sending a new one.', createdAt: '2026-11-21T10:00:00.000Z' }],
};

const saved = captureDownloads();

describe('a visitor looking up their grievance (decision 0145)', () => {
  it('downloads an attachment with the contact they proved it with', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((url) => {
      if (url.startsWith('/grievances/lookup')) return json({ success: true, data: grievance });
      if (url.startsWith('/grievances/GRV-2026-000042/attachments/a1b2.webp')) {
        return new Response('RIFF....WEBP', { headers: { 'Content-Type': 'image/webp' } });
      }
      return undefined;
    });
    render(<LookUpGrievance />);
    await user.type(screen.getByLabelText('Reference'), grievance.reference);
    await user.type(screen.getByLabelText('Phone or email you gave'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    await user.click(await screen.findByRole('button', { name: 'Download soap.webp' }));
    await vi.waitFor(() => expect(saved).toEqual(['soap.webp']));
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked).toContain('/grievances/GRV-2026-000042/attachments/a1b2.webp?contact=9876543210');
  });
});

const queued: GrievanceAdmin = {
  ...view,
  attachments: [],
  id: 7,
  status: 'new',
  orderNumber: 'ORD-2026-000123',
  name: 'Asha Rao',
  phone: '9876543210',
  email: null,
  userId: null,
  assigneeId: null,
  assigneeName: null,
  acknowledgedAt: null,
  resolvedAt: null,
  escalatedAt: null,
  isOverdue: true,
  notes: [{ id: 1, body: 'Called her.', createdAt: '2026-11-20T11:00:00.000Z', authorName: null }],
};

describe('grievances in Hindi (decision 0163)', () => {
  beforeEach(async () => {
    await act(() => setLanguage('hi'));
  });
  afterEach(() => localStorage.clear());

  it('shows the grievance page in Hindi: filing, one’s own and the lookup', async () => {
    renderApp('/grievances', {
      user: buildUser(),
      fetch: (url) =>
        url === '/grievances/mine' ? json({ success: true, data: [view] }) : undefined,
    });
    expect(await screen.findByRole('heading', { name: 'शिकायतें', level: 1 }, LAZY)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'शिकायत दर्ज करें' })).toBeVisible();
    expect(screen.getByLabelText('शिकायत किस बारे में है?')).toHaveTextContent('कोई उत्पाद');
    expect(screen.getByLabelText('शिकायत का ब्योरा लिखें')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'शिकायत दर्ज करें' })).toBeVisible();
    const mine = await screen.findByRole('article', { name: view.reference });
    expect(mine).toHaveTextContent('GRV-2026-000042: पुष्टि हो गई');
    expect(mine).toHaveTextContent('कोई उत्पाद · दर्ज:');
    expect(within(mine).getByRole('heading', { name: 'जवाब' })).toBeVisible();
    const lookUp = screen.getByRole('region', { name: 'शिकायत की स्थिति देखें' });
    expect(within(lookUp).getByLabelText('रेफ़रेंस')).toBeInTheDocument();
    expect(within(lookUp).getByRole('button', { name: 'खोजें' })).toBeVisible();
  });

  it("shows the officer's queue, a grievance and the report in Hindi", async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/grievances', {
      user: buildUser({ roles: ['ADMIN'] }),
      fetch: (url) => {
        if (url.startsWith('/admin/grievances/report'))
          return json({
            success: true,
            data: {
              month: '2026-11',
              rows: [
                {
                  category: 'order',
                  received: 1,
                  acknowledgedInTime: 0,
                  resolved: 0,
                  resolvedInTime: 0,
                  open: 1,
                },
                {
                  category: 'total',
                  received: 1,
                  acknowledgedInTime: 0,
                  resolved: 0,
                  resolvedInTime: 0,
                  open: 1,
                },
              ],
            },
          });
        if (url.startsWith('/admin/grievances'))
          return json({ success: true, data: { items: [queued], page: 1, limit: 100, total: 1 } });
        return undefined;
      },
    });
    expect(await screen.findByRole('heading', { name: 'शिकायतें' }, LAZY)).toBeVisible();
    expect(screen.getByLabelText('समय-सीमा')).toHaveTextContent('समय-सीमा पार');
    expect(screen.getByRole('columnheader', { name: 'कब से खुली' })).toBeVisible();
    expect(await screen.findByRole('cell', { name: 'समय-सीमा पार (पुष्टि)' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: `${queued.reference} खोलें` }));
    const detail = screen.getByRole('region', { name: `शिकायत ${queued.reference}` });
    expect(detail).toHaveTextContent('ऑर्डर ORD-2026-000123');
    expect(detail).toHaveTextContent('ज़िम्मेदार: अभी कोई नहीं');
    expect(detail).toHaveTextContent('स्टाफ़ का नोट: Called her.');
    expect(within(detail).getByRole('button', { name: 'मुझे सौंपें' })).toBeVisible();
    expect(within(detail).getByRole('button', { name: 'पुष्टि हो गई' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'मासिक रिपोर्ट' })).toBeVisible();
    expect(await screen.findByRole('cell', { name: 'कुल' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'कोई ऑर्डर' })).toBeVisible();
  });
});
