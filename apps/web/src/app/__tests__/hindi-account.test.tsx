import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Consent, OrderDetail, OrderReturns, Request } from '@saathi/shared';
import { setLanguage } from '../../lib/i18n/i18n';
import { json, renderApp } from '../../test/render-app';
import { buildOrder, buildUser } from '../../testing';

// Pages and the Hindi catalogue are lazy chunks: generous on a busy machine.
const LAZY = { timeout: 10_000 };
const error = (fields: Record<string, string>) =>
  json(
    { success: false, error: { code: 'VALIDATION_ERROR', message: 'Invalid input', fields } },
    400,
  );

beforeEach(async () => {
  await act(() => setLanguage('hi'));
});
afterEach(() => localStorage.clear());

describe('the account pages in Hindi (issue 29, decision 0151)', () => {
  it("shows the profile, its edit form's and the password's messages in Hindi", async () => {
    const user = userEvent.setup();
    renderApp('/manage/profile', { user: buildUser() });
    expect(await screen.findByRole('heading', { name: 'प्रोफ़ाइल' }, LAZY)).toBeVisible();
    expect(screen.getByTestId('role-badge')).toHaveTextContent('ग्राहक');
    const gender = screen.getByText('लिंग', { selector: 'dt' }).parentElement!;
    expect(gender).toHaveTextContent('महिला');
    expect(screen.getByRole('button', { name: 'लिंग कॉपी करें' })).toBeVisible();
    // The menu names the pages in Hindi too.
    expect(screen.getByRole('link', { name: 'निजता और डेटा' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'प्रोफ़ाइल बदलें' }));
    const modal = await screen.findByRole('dialog', { name: 'प्रोफ़ाइल बदलें' });
    await user.clear(within(modal).getByLabelText('पहला नाम'));
    expect(await within(modal).findByText('पहला नाम डालना ज़रूरी है')).toBeVisible();
    expect(within(modal).getByLabelText('ईमेल')).toBeDisabled();
    await user.click(within(modal).getByRole('button', { name: 'रद्द करें' }));

    await user.type(screen.getByLabelText('नया पासवर्ड'), 'letters');
    expect(await screen.findByText('पासवर्ड में कम से कम एक अंक होना चाहिए')).toBeVisible();
    await user.type(screen.getByLabelText('नया पासवर्ड दोबारा लिखें'), 'other1');
    expect(await screen.findByText('दोनों पासवर्ड एक जैसे नहीं हैं')).toBeVisible();
  });

  it('lists my wishlist in Hindi', async () => {
    renderApp('/manage/wishlist', {
      user: buildUser(),
      fetch: (url) => (url === '/api/wishlist' ? json({ success: true, data: [] }) : undefined),
    });
    expect(await screen.findByRole('heading', { name: 'मेरी पसंदीदा सूची' }, LAZY)).toBeVisible();
    expect(await screen.findByText('आपकी पसंदीदा सूची खाली है')).toBeVisible();
    expect(screen.getByRole('link', { name: 'उत्पाद देखें' })).toBeVisible();
  });

  it('shows the coupons page in Hindi, the offer in English as the API writes it', async () => {
    const coupon = {
      code: 'DIWALI10',
      description: '',
      offer: '10% off, up to ₹200',
      conditions: ['On orders of ₹500 or more'],
      validTo: null,
    };
    renderApp('/coupons', {
      user: buildUser(),
      fetch: (url) =>
        url === '/api/coupons' ? json({ success: true, data: [coupon] }) : undefined,
    });
    expect(await screen.findByRole('heading', { name: 'कूपन', level: 1 }, LAZY)).toBeVisible();
    const card = await screen.findByTestId('coupon-card');
    expect(within(card).getByRole('button', { name: 'कोड DIWALI10 कॉपी करें' })).toHaveTextContent(
      'कॉपी करें',
    );
    expect(within(card).getByText('10% off, up to ₹200').closest('[lang="en"]')).not.toBeNull();
  });

  it('asks for a request and lists one in Hindi, the schema messages too', async () => {
    const user = userEvent.setup();
    const rejected: Request = {
      id: 5,
      type: 'IDENTITY_CHANGE',
      status: 'REJECTED',
      requester: { id: 1, name: 'Asha Rao', username: 'asha01' },
      createdAt: '2026-11-21T05:00:00.000Z',
      details: [],
      payload: {},
      decidedBy: null,
      decidedAt: '2026-11-21T06:00:00.000Z',
      reason: 'Call us first',
    };
    renderApp('/manage/requests', {
      user: buildUser(),
      fetch: (url) =>
        new URL(url, 'http://localhost').pathname === '/requests/user/1'
          ? json({ success: true, data: { items: [rejected], page: 1, limit: 20, total: 1 } })
          : undefined,
    });
    expect(await screen.findByRole('heading', { name: 'मेरे अनुरोध' }, LAZY)).toBeVisible();
    const mine = await screen.findByTestId('my-request');
    expect(mine).toHaveTextContent('साइन इन के ईमेल या फ़ोन में बदलाव');
    expect(mine).toHaveTextContent('नामंज़ूर');
    expect(mine).toHaveTextContent('21 नव॰ 2026');
    expect(mine).not.toHaveTextContent('Nov');
    const form = screen.getByRole('form', { name: 'सहयोगी बनें' });
    await user.click(within(form).getByRole('button', { name: 'अनुरोध भेजें' }));
    expect(await within(form).findByText('स्पॉन्सर का रेफ़रल कोड डालना ज़रूरी है')).toBeVisible();
    expect(screen.getByRole('form', { name: 'साइन इन का ईमेल बदलें' })).toBeVisible();
  });

  it('shows privacy and data in Hindi, and the server’s field message in Hindi', async () => {
    const user = userEvent.setup();
    const consent = (purpose: Consent['purpose']): Consent => ({
      purpose,
      isNecessary: purpose !== 'MARKETING',
      isGiven: true,
      changedAt: null,
      noticeVersion: 1,
      source: 'CHECKOUT',
    });
    const notice = {
      version: 2,
      publishedAt: '2027-05-01T00:00:00.000Z',
      body: 'Notice',
      points: {},
    };
    renderApp('/manage/privacy', {
      user: buildUser(),
      fetch: (url, init) => {
        if (url === '/api/privacy/consents') {
          const data = [consent('ACCOUNT'), consent('CALL_BACK'), consent('MARKETING')];
          return json({ success: true, data });
        }
        // A newer notice than the consents': the page's note asks to keep them (decision 0144).
        if (url === '/api/privacy/notice') return json({ success: true, data: notice });
        if (url === '/api/privacy/requests' && init?.method === 'POST')
          return error({ details: 'Say what should be corrected' });
        if (url === '/api/privacy/requests') return json({ success: true, data: [] });
        return undefined;
      },
    });
    expect(await screen.findByRole('heading', { name: 'निजता और डेटा' }, LAZY)).toBeVisible();
    expect(
      await screen.findByRole('button', { name: 'वापस लें: SMS और ईमेल से ऑफ़र और खबरें' }),
    ).toBeVisible();
    expect(screen.getAllByText('आपके खाते और ऑर्डर के लिए ज़रूरी')).toHaveLength(2);
    expect(screen.getByText('जुड़ने के बारे में आपको वापस कॉल करना')).toBeVisible();
    expect(await screen.findByText(/हमारी निजता की सूचना बदल गई है।/)).toBeVisible();
    expect(await screen.findByText(/1 मई 2027/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मैंने इसे पढ़ लिया है; मेरी पसंद बनाए रखें' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'मेरा डेटा डाउनलोड करें' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'सुधार का अनुरोध करें' }));
    expect(await screen.findByText('बताएँ कि क्या ठीक करना है')).toBeVisible();
  });

  it("shows an associate's agreement and ID card page in Hindi", async () => {
    const agreement = {
      id: 2,
      version: '2.0',
      title: 'Direct seller agreement',
      body: 'The words of version 2.0.',
      effectiveFrom: '2026-01-01T00:00:00.000Z',
      sha256: 'a'.repeat(64),
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const acceptance = { id: 3, version: '2.0', acceptedAt: '2026-02-01T00:00:00.000Z' };
    renderApp('/manage/direct-seller', {
      user: buildUser({ roles: ['ASSOCIATE'] }),
      fetch: (url) =>
        url === '/api/agreements/self'
          ? json({
              success: true,
              data: { current: agreement, hasAcceptedCurrent: true, acceptances: [acceptance] },
            })
          : undefined,
    });
    expect(
      await screen.findByRole('heading', { name: 'अनुबंध और पहचान पत्र', level: 1 }, LAZY),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'पहचान पत्र (PDF)' })).toBeVisible();
    expect(screen.getByText(/संस्करण 2\.0, .* को स्वीकार किया/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'अनुबंध और पहचान पत्र' })).toBeVisible();
  });

  it("asks for a return from a delivered order in Hindi, the schema's messages too", async () => {
    const user = userEvent.setup();
    const delivered = buildOrder({ status: 'DELIVERED', canCancel: false });
    const order: OrderDetail = { ...delivered };
    const returns: OrderReturns = {
      returns: [],
      pendingRequestId: null,
      returnable: [{ orderLineId: 1, quantity: 2 }],
      returnUntil: '2026-12-12T10:00:00.000Z',
      canRequestReturn: true,
      paid: 523.95,
      refunded: 0,
    };
    renderApp(`/manage/orders/${order.number}`, {
      user: buildUser(),
      fetch: (url) => {
        if (url === `/api/orders/${order.number}`) return json({ success: true, data: order });
        if (url === `/api/orders/${order.id}/returns`)
          return json({ success: true, data: returns });
        return undefined;
      },
    });
    expect(await screen.findByRole('heading', { name: 'वापसी और रिफ़ंड' }, LAZY)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'सामान लौटाएँ' }));
    const dialog = await screen.findByRole('dialog', {
      name: `ऑर्डर ${order.number} का सामान लौटाएँ`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'वापसी का अनुरोध करें' }));
    expect(await within(dialog).findByText('कम से कम एक सामान चुनें')).toBeVisible();
    expect(within(dialog).getByText('कुछ शब्दों में वजह बताएँ')).toBeVisible();
  });
});
