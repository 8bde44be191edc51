import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Consent, DataRequest } from '@saathi/shared';
import { CATALOGUES } from '@saathi/shared/locales/catalogues';
import { json, renderApp } from '../../../test/render-app';
import { buildUser } from '../../../testing';
import { REQUEST_KIND_KEYS, REQUEST_LABELS } from '../messages';

const consent = (purpose: Consent['purpose'], isGiven: boolean): Consent => ({
  purpose,
  isNecessary: purpose !== 'MARKETING',
  isGiven,
  changedAt: isGiven ? '2027-05-20T10:00:00.000Z' : null,
  noticeVersion: 1,
  source: 'CHECKOUT',
});

describe('privacy and data page', () => {
  it('withdraws the marketing consent with one click and asks for a correction', async () => {
    const user = userEvent.setup();
    let marketing = true;
    const asked: unknown[] = [];
    const requests: DataRequest[] = [];
    renderApp('/manage/privacy', {
      user: buildUser(),
      fetch: (url, init) => {
        const method = init?.method ?? 'GET';
        const consents = () => [
          consent('ACCOUNT', true),
          consent('ORDER_FULFILMENT', true),
          consent('MARKETING', marketing),
        ];
        if (url === '/api/privacy/consents') return json({ success: true, data: consents() });
        if (url === '/api/privacy/consents/MARKETING' && method === 'PUT') {
          marketing = JSON.parse(String(init?.body)).isGiven;
          return json({ success: true, data: consents() });
        }
        if (url === '/api/privacy/requests' && method === 'POST') {
          asked.push(JSON.parse(String(init?.body)));
          const request: DataRequest = {
            id: 1,
            userId: 1,
            kind: 'CORRECTION',
            details: 'Surname',
            status: 'OPEN',
            outcome: '',
            createdAt: '2027-05-20T10:00:00.000Z',
            dueAt: '2027-06-19T10:00:00.000Z',
            closedAt: null,
          };
          requests.push(request);
          return json({ success: true, data: request });
        }
        if (url === '/api/privacy/requests') return json({ success: true, data: requests });
        return undefined;
      },
    });
    expect(await screen.findAllByText('Needed for your account and orders')).toHaveLength(2);
    await user.click(
      screen.getByRole('button', { name: 'Withdraw: Offers and news by SMS and e-mail' }),
    );
    expect(await screen.findByText('Consent withdrawn: no more offers will be sent')).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Allow: Offers and news by SMS and e-mail' }),
    ).toBeVisible();
    expect(marketing).toBe(false);

    await user.type(screen.getByLabelText('What should we correct?'), 'My surname is Iyer');
    await user.click(screen.getByRole('button', { name: 'Ask for a correction' }));
    expect(await screen.findByText(/Request sent\. We answer by/)).toBeVisible();
    expect(asked).toEqual([{ kind: 'CORRECTION', details: 'My surname is Iyer' }]);
    expect(await screen.findByText('Correction · OPEN')).toBeVisible();
  });

  it("names a request's kind in the console's English as the account page does", () => {
    for (const [kind, key] of Object.entries(REQUEST_KIND_KEYS)) {
      expect(CATALOGUES.en[key]).toBe(REQUEST_LABELS[kind as DataRequest['kind']]);
    }
  });
});
