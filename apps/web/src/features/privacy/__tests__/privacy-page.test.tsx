import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Breach, Consent, DataRequest, PrivacyNotice } from '@saathi/shared';
import { setLanguage } from '../../../lib/i18n/i18n';
import { json, renderApp } from '../../../test/render-app';
import { buildUser } from '../../../testing';

// The console's page and the Hindi catalogue are lazy chunks.
const LAZY = { timeout: 10_000 };

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

  it('opens a changed notice until the person keeps their choices under it (decision 0144)', async () => {
    const user = userEvent.setup();
    const kept: string[] = [];
    const standing = () => [
      { ...consent('ACCOUNT', true), noticeVersion: kept.includes('ACCOUNT') ? 2 : 1 },
      consent('ORDER_FULFILMENT', false),
      { ...consent('MARKETING', true), noticeVersion: kept.includes('MARKETING') ? 2 : 1 },
    ];
    renderApp('/manage/privacy', {
      user: buildUser(),
      fetch: (url, init) => {
        if (url === '/api/privacy/notice') return json({ success: true, data: notice(2) });
        if (url === '/api/privacy/consents') return json({ success: true, data: standing() });
        const put = /^\/api\/privacy\/consents\/(\w+)$/.exec(url);
        if (put && init?.method === 'PUT') {
          kept.push(put[1]!);
          return json({ success: true, data: standing() });
        }
        if (url === '/api/privacy/requests') return json({ success: true, data: [] });
        return undefined;
      },
    });
    expect(await screen.findByText(/Our privacy notice has changed/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have read it; keep my choices' }));
    expect(
      await screen.findByText('Your choices are kept under the new notice'),
    ).toBeInTheDocument();
    expect(kept).toEqual(['ACCOUNT', 'MARKETING']);
    expect(screen.queryByText(/Our privacy notice has changed/)).not.toBeInTheDocument();
  });

  it('lets the console publish a new version from the newest one', async () => {
    const user = userEvent.setup();
    const published: unknown[] = [];
    renderApp('/dashboard/privacy', {
      user: buildUser({ roles: ['ADMIN'] }),
      fetch: (url, init) => {
        if (url === '/api/admin/privacy/notices' && init?.method === 'POST') {
          published.push(JSON.parse(String(init.body)));
          return json({ success: true, data: notice(2) });
        }
        if (url === '/api/admin/privacy/notices') return json({ success: true, data: [notice(1)] });
        if (url.startsWith('/api/admin/privacy/')) return json({ success: true, data: [] });
        return undefined;
      },
    });
    const kyc = await screen.findByLabelText(/KYC form: one item a line/);
    expect(kyc).toHaveValue('PAN, bank account | Paying commissions');
    await user.clear(kyc);
    await user.type(kyc, 'PAN, bank account, IFSC | Paying commissions and TDS');
    await user.click(screen.getByRole('button', { name: 'Publish version 2' }));
    expect(await screen.findByText('Version 2 published')).toBeInTheDocument();
    expect(published).toEqual([
      expect.objectContaining({
        body: notice(1).body,
        points: expect.objectContaining({
          KYC: [{ collected: 'PAN, bank account, IFSC', purpose: 'Paying commissions and TDS' }],
          LEAD_FORM: [{ collected: 'Name, mobile', purpose: 'Calling you back' }],
        }),
      }),
    ]);
  });
});

describe("the console's privacy page in Hindi (decision 0174)", () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    localStorage.clear();
  });

  it('shows the requests, the breach register and the notice form in Hindi', async () => {
    await act(() => setLanguage('hi'));
    const erasure: DataRequest = {
      id: 4,
      userId: 17,
      kind: 'ERASURE',
      details: '',
      status: 'OPEN',
      outcome: '',
      createdAt: '2027-05-20T10:00:00.000Z',
      dueAt: '2027-06-19T10:00:00.000Z',
      closedAt: null,
    };
    const breach: Breach = {
      id: 1,
      foundAt: '2027-05-20T10:00:00.000Z',
      noticeDueAt: '2027-05-23T10:00:00.000Z',
      description: 'A laptop was lost',
      dataKinds: 'Names',
      consequences: 'Calls',
      measures: 'Remote wipe',
      boardNotifiedAt: null,
      peopleNotifiedAt: null,
      userIds: [17, 18],
      drafts: { board: 'Board draft', people: 'People draft' },
    };
    renderApp('/dashboard/privacy', {
      user: buildUser({ roles: ['ADMIN'] }),
      fetch: (url) => {
        if (url === '/api/admin/privacy/notices') return json({ success: true, data: [notice(1)] });
        if (url === '/api/admin/privacy/requests') return json({ success: true, data: [erasure] });
        if (url === '/api/admin/privacy/breaches') return json({ success: true, data: [breach] });
        return undefined;
      },
    });
    expect(await screen.findByRole('heading', { name: 'निजता' }, LAZY)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'डेटा से जुड़े अनुरोध' })).toBeVisible();
    // The kind is the privacy area's word, as the person who asked sees it.
    expect(await screen.findByText(/^मिटाना · व्यक्ति 17 · अंतिम तिथि/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'अभी मिटाएँ' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'डेटा उल्लंघन रजिस्टर' })).toBeVisible();
    expect(await screen.findByText('डेटा संरक्षण बोर्ड को: नहीं भेजी गई')).toBeInTheDocument();
    expect(screen.getByText('प्रभावित 2 लोगों को: नहीं भेजी गई')).toBeInTheDocument();
    expect(await screen.findByLabelText(/^KYC फ़ॉर्म: हर पंक्ति में एक चीज़/)).toHaveValue(
      'PAN, bank account | Paying commissions',
    );
    expect(screen.getByRole('link', { name: 'संस्करण 1' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'संस्करण 2 प्रकाशित करें' })).toBeVisible();
  });
});

function notice(version: number): PrivacyNotice {
  const items = (collected: string, purpose: string) => [{ collected, purpose }];
  return {
    version,
    publishedAt: '2027-05-01T00:00:00.000Z',
    body: '# Privacy notice\n\nWhat we collect and why, and how to withdraw your consent.',
    points: {
      CUSTOMER_SIGN_UP: items('Name, mobile, e-mail', 'Your account'),
      ASSOCIATE_SIGN_UP: items('Name, mobile, e-mail', 'Your account'),
      KYC: items('PAN, bank account', 'Paying commissions'),
      LEAD_FORM: items('Name, mobile', 'Calling you back'),
      CHECKOUT: items('Delivery address', 'Delivering the order'),
      ACCOUNT_PAGE: [],
    },
  };
}
