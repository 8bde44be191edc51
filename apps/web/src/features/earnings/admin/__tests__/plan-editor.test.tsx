import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Earner, EarningsReview, EarningsTotals } from '@saathi/shared';
import { setAccessToken } from '../../../../lib/auth-token';
import { setLanguage } from '../../../../lib/i18n/i18n';
import { queryClient } from '../../../../lib/query-client';
import { json, mockFetch, renderApp } from '../../../../test/render-app';
import { buildUser } from '../../../../testing';
import { PlanEditor } from '../components/plan-editor';

type Sent = { url: string; method: string; body: unknown };

function renderEditor(sent: Sent[]) {
  queryClient.clear();
  mockFetch((url, init) => {
    const { pathname } = new URL(url, 'http://localhost');
    sent.push({
      url: pathname,
      method: init?.method ?? 'GET',
      body: JSON.parse(String(init?.body)),
    });
    if (pathname === '/api/earnings/plans' && init?.method === 'POST')
      return json(
        {
          success: false,
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Check the highlighted fields.',
            fields: { effectiveMonth: '2026-10 is already committed.' },
          },
        },
        400,
      );
    return undefined;
  });
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <PlanEditor onDone={onDone} />
    </QueryClientProvider>,
  );
  return { onDone, user: userEvent.setup() };
}

describe('the plan editor', () => {
  beforeEach(() => setAccessToken('finance-token'));

  it('shows the shared schema’s errors at their fields and sends nothing', async () => {
    const sent: Sent[] = [];
    const { user } = renderEditor(sent);
    await user.type(screen.getByLabelText('Name'), 'Growth plan');
    await user.clear(screen.getByLabelText('Paise per BV point'));
    await user.type(screen.getByLabelText('Paise per BV point'), '-5');
    await user.clear(screen.getByLabelText('Level 1'));
    await user.type(screen.getByLabelText('Level 1'), '15');
    await user.click(screen.getByRole('button', { name: 'Add level' }));
    await user.clear(screen.getByLabelText('Level 2'));
    await user.type(screen.getByLabelText('Level 2'), '10');
    await user.click(screen.getByRole('button', { name: 'Add rank' }));
    await user.click(screen.getByRole('button', { name: 'Add rank' }));
    const groups = screen.getAllByLabelText('Group BV');
    await user.clear(groups[0]!);
    await user.type(groups[0]!, '500');
    await user.clear(groups[1]!);
    await user.type(groups[1]!, '200');
    await user.click(screen.getByRole('button', { name: 'Create version' }));

    expect(await screen.findByText('Enter a month as YYYY-MM')).toBeInTheDocument();
    expect(screen.getAllByText('Must not be negative')).toHaveLength(1);
    expect(
      screen.getByText("The level percentages add up to 25%, above the plan's cap of 20%."),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Each rank must need more group BV than the rank before it.'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('shows the server’s field error when the month is already closed', async () => {
    const sent: Sent[] = [];
    const { user, onDone } = renderEditor(sent);
    await user.type(screen.getByLabelText('Name'), 'Growth plan');
    await user.type(screen.getByLabelText('Effective from (month)'), '2026-10');
    await user.click(screen.getByRole('button', { name: 'Create version' }));
    expect(await screen.findByText('2026-10 is already committed.')).toBeInTheDocument();
    expect(sent).toMatchObject([{ url: '/api/earnings/plans', method: 'POST' }]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends a binary plan with the binary parameters only', async () => {
    const sent: Sent[] = [];
    const { user } = renderEditor(sent);
    await user.selectOptions(screen.getByLabelText('Plan type'), 'binary');
    expect(screen.queryByLabelText('Level 1')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Binary plan');
    await user.type(screen.getByLabelText('Effective from (month)'), '2026-10');
    await user.selectOptions(screen.getByLabelText('Pair ratio (left:right)'), '1:2');
    await user.type(
      screen.getByLabelText('Matching bonus per generation (%, e.g. 10, 5)'),
      '10, 5',
    );
    // A cap per rank: only the plan's own ranks can be chosen.
    expect(screen.getByRole('button', { name: 'Add rank cap' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add rank' }));
    await user.type(screen.getByLabelText('Code'), 'STAR');
    await user.type(screen.getByLabelText('Name', { selector: '[name="ranks.0.name"]' }), 'Star');
    await user.clear(screen.getByLabelText('Group BV'));
    await user.type(screen.getByLabelText('Group BV'), '500');
    await user.click(screen.getByRole('button', { name: 'Add rank cap' }));
    await user.clear(screen.getByLabelText('Cap (paise)'));
    await user.type(screen.getByLabelText('Cap (paise)'), '150000');
    await user.click(screen.getByRole('button', { name: 'Create version' }));
    await screen.findByText('2026-10 is already committed.');
    expect(sent[0]!.body).toEqual({
      type: 'binary',
      name: 'Binary plan',
      effectiveMonth: '2026-10',
      paisePerPoint: 100,
      payoutCapPercent: 20,
      activeMinPersonalBv: 50,
      ranks: [{ code: 'STAR', name: 'Star', minPersonalBv: 0, minGroupBv: 500, bonusPaise: 0 }],
      placement: 'WEAKER_LEG',
      ratio: '1:2',
      pairBv: 100,
      pairPaise: 1000,
      capPaise: 0,
      rankCaps: [{ rankCode: 'STAR', capPaise: 150000 }],
      carryCapBv: 0,
      flushAfterMonths: 0,
      matchingPercents: [10, 5],
    });
  });
});

const totals = (totalPaise: number): EarningsTotals => ({
  levelPaise: totalPaise,
  bonusPaise: 0,
  adjustmentPaise: 0,
  totalPaise,
  salesBv: 1200,
  earners: 1,
});
const earner: Earner = {
  associateId: 5,
  name: 'Bhavna Kulkarni',
  referralCode: 'SAATHI5',
  rankName: 'Silver',
  personalBv: 120,
  groupBv: 900,
  previousPaise: 10_000,
  ...totals(15_000),
};
const review: EarningsReview = {
  month: '2026-10',
  planId: 1,
  planName: 'Growth plan',
  totals: totals(15_000),
  distribution: [{ label: '₹0–₹500', earners: 1, totalPaise: 15_000 }],
  topEarners: [earner],
  period: {
    month: '2026-10',
    status: 'DRAFT',
    planId: 1,
    computedAt: '2026-11-01T05:00:00.000Z',
    committedAt: null,
    totals: totals(15_000),
  },
  previous: { month: '2026-09', totals: totals(10_000) },
  biggestChanges: [earner],
};

describe('the earnings console in Hindi (decision 0159)', () => {
  it('shows the monthly closing and the plan editor in Hindi', async () => {
    await act(() => setLanguage('hi'));
    const user = userEvent.setup();
    renderApp('/dashboard/earnings', {
      user: buildUser({ roles: ['FINANCE'] }),
      fetch: (url) => {
        const { pathname } = new URL(url, 'http://localhost');
        if (pathname.startsWith('/api/earnings/periods/')) return json({ data: review });
        if (pathname === '/api/earnings/plans') return json({ data: [] });
        return undefined;
      },
    });
    expect(await screen.findByRole('heading', { name: 'कमाई' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'मासिक क्लोज़िंग' })).toBeVisible();
    const top = await screen.findByTestId('top-earners');
    expect(within(top).getByRole('columnheader', { name: 'ग्रुप BV' })).toBeVisible();
    expect(screen.getByTestId('total-Total').parentElement).toHaveTextContent('पिछले महीने से +');
    expect(screen.getByRole('button', { name: 'फिर से गणना करें' })).toBeVisible();
    expect(screen.getByText('ड्राफ़्ट')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'प्लान के वर्ज़न' }));
    await user.click(await screen.findByRole('button', { name: 'प्लान का नया वर्ज़न' }));
    expect(screen.getByLabelText('प्लान का प्रकार')).toHaveTextContent('यूनिलेवल');
    expect(screen.getByLabelText('लेवल 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'वर्ज़न बनाएँ' })).toBeVisible();

    // The plan schema's field messages in Hindi (decision 0175), a rank's too.
    await user.click(screen.getByRole('button', { name: 'वर्ज़न बनाएँ' }));
    expect(await screen.findByText('महीना YYYY-MM के रूप में डालें')).toBeVisible();
    expect(screen.getByText('नाम डालें')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'रैंक जोड़ें' }));
    await user.type(screen.getByLabelText('कोड'), 'g');
    await user.click(screen.getByRole('button', { name: 'वर्ज़न बनाएँ' }));
    expect(await screen.findByText('बड़े अक्षर (A–Z), अंक और _ (2 से 30 तक)')).toBeVisible();

    // Messages the schema builds with a value, in Hindi with the value (decision 0180).
    await user.clear(screen.getByLabelText('लेवल 1'));
    await user.type(screen.getByLabelText('लेवल 1'), '25.5');
    await user.clear(screen.getByLabelText('प्रति BV अंक पैसे'));
    await user.type(screen.getByLabelText('प्रति BV अंक पैसे'), '2000000');
    await user.click(screen.getByRole('button', { name: 'वर्ज़न बनाएँ' }));
    expect(
      await screen.findByText('लेवल के प्रतिशतों का जोड़ 25.5% है, जो प्लान की सीमा 20% से ज़्यादा है।'),
    ).toBeVisible();
    expect(screen.getByText('ज़्यादा से ज़्यादा 10,00,000')).toBeVisible();
  });
});
