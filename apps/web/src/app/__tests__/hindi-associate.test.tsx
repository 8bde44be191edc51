import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import type {
  BinaryLegs,
  BvPoints,
  KycView,
  PaymentSummary,
  RankProgress,
  Statement,
  TreeNode,
} from '@saathi/shared';
import { setLanguage } from '../../lib/i18n/i18n';
import { json, renderApp } from '../../test/render-app';
import { associate, associateUser, renderEarningsPage } from '../../test/render-earnings-page';

// Pages and the Hindi catalogue are lazy chunks.
const LAZY = { timeout: 10_000 };
const ok = (data: unknown) => json({ success: true, data });

beforeEach(async () => {
  await act(() => setLanguage('hi'));
});
afterEach(() => {
  localStorage.clear();
  for (const side of ['width', 'height']) Reflect.deleteProperty(SVGSVGElement.prototype, side);
});

describe("the associate's screens in Hindi (issue 29, decision 0152)", () => {
  it('shows Business Values in Hindi: cards, tabs, a transaction and its controls', async () => {
    const points: BvPoints = {
      totalPoints: 52,
      pendingPoints: 12,
      confirmedPoints: 40,
      cancelledPoints: 0,
      transactions: {
        pending: [
          {
            id: 1,
            reason: 'Order PGM-2026-000001: Tulsi Green Tea × 1',
            type: 'CREDIT',
            status: 'PENDING',
            orderPoint: 12,
            createdAt: '2026-11-02T06:00:00.000Z',
            validity: '2027-11-02T06:00:00.000Z',
            orderId: 1,
          },
        ],
        confirmed: [],
        cancelled: [],
      },
      counts: { pending: 1, confirmed: 0, cancelled: 0 },
      page: { tab: 'pending', page: 1, size: 5, total: 1 },
    };
    renderApp('/manage/business-values', {
      user: associateUser,
      fetch: (url) => (url.startsWith('/api/bvPoints/7') ? json(points) : undefined),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'व्यवसाय मूल्य (BV)' }, LAZY),
    ).toBeVisible();
    expect(await screen.findByText('अनुमानित मूल्य (₹)')).toBeVisible();
    expect(screen.getByText('कन्फ़र्म अंक')).toBeVisible();
    expect(screen.getByRole('tab', { name: /पेंडिंग/ })).toBeVisible();
    expect(screen.getByTestId('bv-found')).toHaveTextContent('1 लेन-देन मिला');
    const row = screen.getByTestId('bv-transaction');
    expect(row).toHaveTextContent('जमा');
    expect(row).toHaveTextContent('+12');
    expect(screen.getByLabelText('लेन-देन खोजें')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'तारीख के हिसाब से' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'एक्सपोर्ट करें' })).toBeVisible();
  });

  it('shows My network in Hindi: rank, binary legs, the tree, upline and a node', async () => {
    const node = (id: number, name: string, level: number): TreeNode => ({
      id,
      userId: id,
      parentId: id === 42 ? 1 : 42,
      sponsorId: null,
      name,
      username: name.toLowerCase(),
      imageUrl: null,
      referralCode: `PGM${id}`,
      rank: 'ASSOCIATE',
      status: 'ACTIVE',
      joinedAt: '2026-10-01T05:00:00.000Z',
      level,
      personalBv: 40,
      groupBv: 120,
      directCount: id === 42 ? 1 : 0,
      downlineCount: id === 42 ? 1 : 0,
      hasChildren: id === 42,
    });
    const progress: RankProgress = {
      month: '2026-11',
      planName: 'Plan',
      personalBv: 40,
      groupBv: 120,
      currentRank: null,
      nextRank: {
        code: 'SILVER',
        name: 'Silver',
        minPersonalBv: 100,
        minGroupBv: 500,
        personalBvNeeded: 60,
        groupBvNeeded: 380,
      },
      projected: { levelPaise: 0, bonusPaise: 0, adjustmentPaise: 0, totalPaise: 0 },
    };
    const leg = { head: null, members: 0, carriedBv: 0, monthBv: 0 };
    const legs: BinaryLegs = {
      month: '2026-11',
      planName: 'Plan',
      ratio: '1:1',
      left: { ...leg, head: { name: 'Ravi', referralCode: 'PGM43' }, members: 1, monthBv: 40 },
      right: leg,
      pairsSoFar: 0,
      lastClosing: null,
    };
    // jsdom lays nothing out: d3-zoom reads the tree's <svg> size from width and height.
    for (const side of ['width', 'height']) {
      Object.defineProperty(SVGSVGElement.prototype, side, {
        configurable: true,
        get: () => ({ baseVal: { value: 600 } }),
      });
    }
    renderApp('/manage/network', {
      user: associateUser,
      associate,
      fetch: (url) => {
        const { pathname } = new URL(url, 'http://localhost');
        if (pathname === '/api/earnings/progress') return ok(progress);
        if (pathname === '/api/earnings/binary') return ok(legs);
        if (pathname === '/associates/tree/42')
          return ok({ ...node(42, 'Kavya', 0), children: [node(43, 'Ravi', 1)] });
        if (pathname === '/associates/upstream/42') return ok([node(42, 'Kavya', 0)]);
        return undefined;
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरा नेटवर्क' }, LAZY)).toBeVisible();
    const rank = await screen.findByRole('region', { name: 'रैंक की प्रगति' });
    expect(rank).toHaveTextContent('अगली रैंक: Silver');
    expect(rank).toHaveTextContent('अभी चाहिए: 60 BV निजी और 380 BV ग्रुप।');
    const binary = screen.getByRole('region', { name: 'बाइनरी लेग' });
    expect(within(binary).getByRole('group', { name: 'बायाँ लेग' })).toHaveTextContent(
      'Ravi (PGM43) · 1 सदस्य',
    );
    expect(within(binary).getByRole('group', { name: 'दायाँ लेग' })).toHaveTextContent('खाली');
    expect(screen.getByRole('tab', { name: 'डाउनलाइन' })).toBeVisible();
    expect(screen.getByText('इस तारीख को')).toBeVisible();
    expect(await screen.findByRole('tree', { name: 'नेटवर्क ट्री' })).toBeVisible();
    expect(screen.getByLabelText('मेरी डाउनलाइन में खोजें')).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'अपलाइन' })).toBeInTheDocument();
    const details = await screen.findByTestId('node-details');
    expect(details).toHaveTextContent('रेफ़रल कोड');
    expect(details).toHaveTextContent('ग्रुप BV');
  });

  it('shows Earnings and payouts in Hindi: wallet, KYC, history, statement and TDS', async () => {
    const summary: PaymentSummary = {
      associateId: 42,
      grossEarned: 1_000,
      tds: 20,
      net: 980,
      paidOut: 600,
      pending: 0,
      balance: 380,
      minimumPayout: 500,
      kycStatus: 'NOT_SUBMITTED',
    };
    const kyc: KycView = {
      status: 'REJECTED',
      approved: null,
      latestRequest: { id: 3, status: 'REJECTED', reason: 'PAN unreadable' },
    };
    const statement: Statement = {
      associate: { id: 42, name: 'Kavya', referralCode: 'PGMKAVYA1' },
      month: '2026-11',
      purchases: { orders: 1, amount: 200 },
      businessValue: { personal: 12 },
      earnings: [{ kind: 'LEVEL_COMMISSION', label: 'Level commission', gross: 1_000 }],
      gross: 1_000,
      tds: 20,
      net: 980,
      paidOut: 600,
      closingBalance: 380,
    };
    renderEarningsPage({
      summary,
      kyc,
      fetch: (url) =>
        new URL(url, 'http://localhost').pathname === '/api/wallet/42/statement'
          ? ok(statement)
          : undefined,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'कमाई और भुगतान' }, LAZY),
    ).toBeVisible();
    expect(await screen.findByTestId('wallet-summary')).toHaveTextContent('उपलब्ध बैलेंस');
    expect(screen.getByText('निकासी का अनुरोध करने से पहले अपना KYC पूरा करें।')).toBeVisible();
    expect(screen.getByTestId('kyc-status')).toHaveTextContent('मंज़ूर नहीं हुआ');
    expect(screen.getByText(/मंज़ूर नहीं हुआ: PAN unreadable।/)).toBeVisible();
    expect(screen.getByLabelText('खाताधारक का नाम')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मंज़ूरी के लिए भेजें' })).toBeVisible();
    // The KYC form's privacy notice (decision 0143) speaks the page's language too.
    const notice = screen.getByRole('region', { name: 'यहाँ दी गई जानकारी का हम क्या करते हैं' });
    expect(notice).toHaveTextContent('कोई भी सहमति कभी भी खाता › निजता और डेटा पर वापस लें');
    expect(within(notice).getByRole('link', { name: 'निजता की पूरी सूचना पढ़ें' })).toBeVisible();
    // The KYC schema's messages in Hindi, one built with a value (decision 0180).
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('PAN'), 'ABC');
    await user.click(screen.getByLabelText('खाताधारक का नाम'));
    await user.paste('x'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'मंज़ूरी के लिए भेजें' }));
    expect(
      await screen.findByText('PAN कार्ड पर लिखे अनुसार डालें: 5 अक्षर, 4 अंक, 1 अक्षर (जैसे ABCDE1234F)'),
    ).toBeVisible();
    expect(screen.getByText('ज़्यादा से ज़्यादा 120 अक्षर')).toBeVisible();
    const row = await screen.findByTestId('payment-row');
    expect(row).toHaveTextContent('निकासी');
    expect(row).toHaveTextContent('भुगतान हो गया · UTR HDFCN52026112212345');
    expect(screen.getByRole('tab', { name: 'कमाई' })).toBeVisible();
    expect(await screen.findByTestId('statement')).toHaveTextContent('लेवल कमीशन');
    expect(screen.getByTestId('statement')).toHaveTextContent('महीने के अंत में बैलेंस');
    expect(screen.getByRole('button', { name: 'PDF डाउनलोड करें' })).toBeVisible();
    expect(
      await screen.findByRole('region', { name: 'रिटर्न के बाद वापस लिया गया' }),
    ).toHaveTextContent('PGM-2026-000777');
    expect(screen.getByRole('heading', { name: 'TDS प्रमाणपत्र (फ़ॉर्म 16A का ब्योरा)' })).toBeVisible();
    expect(screen.getByLabelText('वित्त वर्ष')).toBeInTheDocument();
  });
});
