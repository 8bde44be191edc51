import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n/i18n';
import { json, renderApp } from '../../../test/render-app';
import { buildUser } from '../../../testing';

// The portal's layout, the gate and the page are three lazy chunks: generous on a busy machine.
const LAZY_PAGE = { timeout: 10_000 };
const neha = buildUser({ id: 7, firstName: 'Neha', lastName: 'Joshi', roles: ['ASSOCIATE'] });
const version = (id: number, label: string) => ({
  id,
  version: label,
  title: 'Direct seller agreement',
  body: `The words of version ${label}.`,
  effectiveFrom: '2026-01-01T00:00:00.000Z',
  sha256: 'a'.repeat(64),
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('the portal waits behind a new agreement (decision 0122)', () => {
  it('shows only the agreement until the associate accepts it', async () => {
    const user = userEvent.setup();
    let hasAccepted = false;
    const { fetchMock } = renderApp('/manage/shop-link', {
      user: neha,
      fetch: (url, init) => {
        if (url === '/api/agreements/self') {
          return json({
            success: true,
            data: { current: version(2, '2.0'), hasAcceptedCurrent: hasAccepted, acceptances: [] },
          });
        }
        if (url === '/api/agreements/accept' && init?.method === 'POST') {
          hasAccepted = true;
          return json({ success: true, data: version(2, '2.0') });
        }
        return undefined;
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'A new direct seller agreement' }, LAZY_PAGE),
    ).toBeVisible();
    expect(screen.getByText('The words of version 2.0.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Accept the agreement' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please tick the box');
    await user.click(screen.getByLabelText('I have read and accept the direct seller agreement'));
    await user.click(screen.getByRole('button', { name: 'Accept the agreement' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'A new direct seller agreement' })).toBeNull(),
    );
    const accepted = fetchMock.mock.calls.find(([url]) => url === '/api/agreements/accept');
    expect(JSON.parse(String(accepted?.[1]?.body))).toEqual({ versionId: 2 });
  });
});

describe('/verify/{id}', () => {
  it('shows whose card it is and whether they are active, without sign-in', async () => {
    renderApp('/verify/abcdefghijklmnop', {
      fetch: (url) =>
        url === '/api/verify/abcdefghijklmnop'
          ? json({
              success: true,
              data: {
                cardId: 'abcdefghijklmnop',
                name: 'Neha Joshi',
                referralCode: 'PGM000123',
                photoUrl: '/uploads/avatars/a.webp',
                status: 'SUSPENDED',
                validUntil: '2027-11-27T00:00:00.000Z',
                company: 'Pragati Growth Marketing',
              },
            })
          : undefined,
    });
    expect(await screen.findByText('Neha Joshi', {}, LAZY_PAGE)).toBeVisible();
    expect(screen.getByTestId('id-card-status')).toHaveTextContent('Suspended');
    expect(screen.getByRole('img', { name: 'Neha Joshi' })).toHaveAttribute(
      'src',
      '/uploads/avatars/a.webp',
    );
  });

  it('says plainly when no card has the number', async () => {
    renderApp('/verify/zzzzzzzzzzzzzzzz');
    expect(
      await screen.findByText(/No identity card has this number/, {}, LAZY_PAGE),
    ).toBeVisible();
  });
});

describe("the console's agreement versions in Hindi (decision 0163)", () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    localStorage.clear();
  });

  it('lists the versions and the new version form in Hindi, the text as written', async () => {
    await act(() => setLanguage('hi'));
    renderApp('/dashboard/agreements', {
      user: buildUser({ roles: ['ADMIN'] }),
      fetch: (url) =>
        url === '/api/admin/agreements' ? json({ data: [version(1, '1.0')] }) : undefined,
    });
    expect(
      await screen.findByRole('heading', { name: 'डायरेक्ट सेलर अनुबंध' }, LAZY_PAGE),
    ).toBeVisible();
    expect(await screen.findByText('संस्करण 1.0: 1 जन॰ 2026 से लागू')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'नया संस्करण' })).toBeVisible();
    expect(screen.getByLabelText('कब से लागू')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'नया संस्करण सेव करें' })).toBeVisible();
  });
});
