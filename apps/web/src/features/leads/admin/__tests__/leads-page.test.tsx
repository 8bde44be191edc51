import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lead } from '@saathi/shared';
import { setLanguage } from '../../../../lib/i18n/i18n';
import { json, renderApp } from '../../../../test/render-app';
import { buildUser } from '../../../../testing';

// The first visit loads the page's chunk, which can take a while on a busy test machine.
const LAZY_PAGE = { timeout: 5000 };

const admin = buildUser({ roles: ['ADMIN'] });

const lead = (id: number, overrides: Partial<Lead> = {}): Lead => ({
  id,
  name: `Lead ${id}`,
  mobile: '9876543210',
  email: `lead${id}@example.in`,
  state: 'Kerala',
  pincode: '123456',
  status: 'new',
  notes: '',
  createdAt: '2026-11-21T05:00:00.000Z',
  ...overrides,
});

function leadsApi(total = 25) {
  return (url: string, init?: RequestInit) => {
    const parsed = new URL(url, 'http://localhost');
    if (parsed.pathname === '/contacts' && (init?.method ?? 'GET') === 'GET') {
      const page = Number(parsed.searchParams.get('page'));
      const limit = Number(parsed.searchParams.get('limit'));
      const start = (page - 1) * limit;
      const items = Array.from({ length: Math.max(0, Math.min(limit, total - start)) }, (_, i) =>
        lead(start + i + 1, start + i === 0 ? { name: '<img src=x onerror=alert(1)>' } : {}),
      );
      return json({ success: true, data: { items, page, limit, total } });
    }
    const patch = /^\/contacts\/(\d+)$/.exec(parsed.pathname);
    if (patch && init?.method === 'PATCH') {
      return json({
        success: true,
        data: { ...lead(Number(patch[1])), ...JSON.parse(String(init.body)) },
      });
    }
    return undefined;
  };
}

describe('leads console', () => {
  it('lists leads in a table as text and pages through them', async () => {
    const user = userEvent.setup();
    const { fetchMock, location } = renderApp('/dashboard/leads', {
      user: admin,
      fetch: leadsApi(),
    });
    const table = await screen.findByTestId('leads-table', undefined, LAZY_PAGE);
    const rows = within(table).getAllByTestId('lead-row');
    expect(rows).toHaveLength(10);
    // A name is shown as text, never as markup.
    expect(within(rows[0]).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(table.querySelector('img')).toBeNull();
    expect(rows[0]).toHaveTextContent('21 Nov 2026');
    expect(rows[0]).toHaveTextContent('+91 98765 43210');
    expect(screen.getByText('25 leads')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(within(table).getAllByTestId('lead-row')).toHaveLength(5));
    expect(location().search).toContain('page=3');
    expect(fetchMock).toHaveBeenCalledWith('/contacts?page=3&limit=10', expect.anything());

    await user.selectOptions(screen.getByLabelText('Rows per page'), '20');
    await waitFor(() =>
      expect(within(screen.getByTestId('leads-table')).getAllByTestId('lead-row')).toHaveLength(20),
    );
    expect(location().search).toContain('limit=20');
    expect(location().search).not.toContain('page=');
  });

  it('keeps the search and status filter in the URL', async () => {
    const user = userEvent.setup();
    const { fetchMock, location } = renderApp('/dashboard/leads', {
      user: admin,
      fetch: leadsApi(),
    });
    await screen.findByTestId('leads-table', undefined, LAZY_PAGE);
    await user.type(screen.getByLabelText('Search'), 'ravi');
    await waitFor(() => expect(location().search).toContain('q=ravi'));
    await user.selectOptions(screen.getByLabelText('Status'), 'contacted');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/contacts?page=1&limit=10&q=ravi&status=contacted',
        expect.anything(),
      ),
    );
  });

  it('changes a status in place and saves notes', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/dashboard/leads', { user: admin, fetch: leadsApi(3) });
    await screen.findByTestId('leads-table', undefined, LAZY_PAGE);
    const status = screen.getByLabelText('Status of Lead 2');
    await user.selectOptions(status, 'contacted');
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Lead 2: Contacted');
    expect(screen.getByLabelText('Status of Lead 2')).toHaveValue('contacted');
    const patch = fetchMock.mock.calls.find(([url]) => url === '/contacts/2')!;
    expect(patch[1]?.method).toBe('PATCH');
    expect(JSON.parse(String(patch[1]?.body))).toEqual({ status: 'contacted' });

    await user.click(screen.getByRole('button', { name: 'Edit notes for Lead 3' }));
    const dialog = screen.getByRole('dialog', { name: 'Notes for Lead 3' });
    await user.type(within(dialog).getByLabelText('Notes'), 'Call back on Monday');
    await user.click(within(dialog).getByRole('button', { name: 'Save notes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Call back on Monday')).toBeInTheDocument();
  });
});

describe('leads console in Hindi (decision 0163)', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    localStorage.clear();
  });

  it('shows the list, its filter, a row and the notes in Hindi', async () => {
    await act(() => setLanguage('hi'));
    const user = userEvent.setup();
    renderApp('/dashboard/leads', { user: admin, fetch: leadsApi(1) });
    expect(await screen.findByRole('heading', { name: 'लीड' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByLabelText('स्थिति')).toHaveTextContent('सभी स्थितियाँ');
    expect(screen.getByPlaceholderText('नाम, मोबाइल या ईमेल')).toBeInTheDocument();
    const row = await screen.findByTestId('lead-row');
    expect(within(row).getByLabelText(/की स्थिति$/)).toHaveDisplayValue('नई');
    expect(row).toHaveTextContent('21 नव॰ 2026');
    expect(screen.getByRole('columnheader', { name: 'मोबाइल' })).toBeVisible();
    await user.click(within(row).getByRole('button', { name: /के नोट बदलें$/ }));
    expect(await screen.findByRole('button', { name: 'नोट सेव करें' })).toBeVisible();
  });
});
