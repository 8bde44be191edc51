import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@saathi/shared';
import { setLanguage } from '../../../lib/i18n/i18n';
import { json, renderApp } from '../../../test/render-app';
import { buildUser } from '../../../testing';

const entry: AuditEntry = {
  id: 7,
  createdAt: '2026-11-21T05:00:00.000Z',
  actor: { id: 1, name: 'Asha Rao', username: 'asha01' },
  entity: 'user',
  entityId: '42',
  action: 'update',
  changes: [{ field: 'isActive', before: 'true', after: 'false' }],
};

describe('audit log viewer', () => {
  it('shows who changed which record, with the difference, and filters by kind', async () => {
    const user = userEvent.setup();
    const asked: URLSearchParams[] = [];
    const { location } = renderApp('/dashboard/audit', {
      user: buildUser({ roles: ['FINANCE'] }),
      fetch: (url) => {
        const parsed = new URL(url, 'http://localhost');
        if (parsed.pathname === '/admin/audit/kinds') {
          return json({ success: true, data: ['product', 'user'] });
        }
        if (parsed.pathname !== '/admin/audit') return undefined;
        asked.push(parsed.searchParams);
        return json({ success: true, data: { items: [entry], page: 1, limit: 20, total: 1 } });
      },
    });
    const row = await screen.findByTestId('audit-row');
    expect(row).toHaveTextContent('21 Nov 2026');
    expect(row).toHaveTextContent('Asha Rao (@asha01)');
    expect(row).toHaveTextContent('user #42');
    expect(within(row).getByText('true').tagName).toBe('DEL');
    expect(within(row).getByText('false').tagName).toBe('INS');

    await user.selectOptions(await screen.findByLabelText('Kind of record'), 'user');
    await waitFor(() => expect(asked.at(-1)?.get('entity')).toBe('user'));
    expect(new URLSearchParams(location().search).get('entity')).toBe('user');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it("shows a product's images as their count and thumbnails, and sizes as words, not JSON", async () => {
    const image = (n: number) => ({
      thumb: `/uploads/p${n}-thumb.webp`,
      card: `/uploads/p${n}-card.webp`,
      full: `/uploads/p${n}.webp`,
    });
    const product: AuditEntry = {
      ...entry,
      entity: 'product',
      changes: [
        {
          field: 'images',
          before: JSON.stringify([image(1)]),
          after: JSON.stringify([image(1), image(2), image(3)]),
        },
        { field: 'sizes', before: '[]', after: JSON.stringify(['S', 'M', 'L']) },
      ],
    };
    renderApp('/dashboard/audit', {
      user: buildUser({ roles: ['FINANCE'] }),
      fetch: (url) =>
        new URL(url, 'http://localhost').pathname === '/admin/audit'
          ? json({ success: true, data: { items: [product], page: 1, limit: 20, total: 1 } })
          : undefined,
    });
    const row = await screen.findByTestId('audit-row');
    expect(row).not.toHaveTextContent('{');
    const [images, sizes] = within(row).getAllByRole('listitem');
    expect(images).toHaveTextContent('images: 1 image → 3 images');
    expect(within(images!.querySelector('ins')!).getAllByRole('presentation')).toHaveLength(3);
    expect(images!.querySelector('ins img')).toHaveAttribute('src', '/uploads/p1-thumb.webp');
    expect(sizes).toHaveTextContent('sizes: none → S, M, L');
  });
});

describe('audit log viewer in Hindi (decision 0159)', () => {
  it('shows its columns, filters and a change by the system in Hindi', async () => {
    await act(() => setLanguage('hi'));
    renderApp('/dashboard/audit', {
      user: buildUser({ roles: ['FINANCE'] }),
      fetch: (url) => {
        const { pathname } = new URL(url, 'http://localhost');
        if (pathname === '/admin/audit/kinds') return json({ success: true, data: ['user'] });
        if (pathname !== '/admin/audit') return undefined;
        const items = [{ ...entry, actor: null, changes: [] }];
        return json({ success: true, data: { items, page: 1, limit: 20, total: 1 } });
      },
    });
    const row = await screen.findByTestId('audit-row', {}, { timeout: 10_000 });
    expect(row).toHaveTextContent('सिस्टम');
    expect(row).toHaveTextContent('कोई फ़ील्ड नहीं बदला');
    const table = screen.getByTestId('audit-table');
    expect(within(table).getByRole('columnheader', { name: 'किसने' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'ऑडिट लॉग', level: 1 })).toBeVisible();
    expect(await screen.findByLabelText('रिकॉर्ड का प्रकार')).toHaveTextContent('सभी प्रकार');
  });
});
