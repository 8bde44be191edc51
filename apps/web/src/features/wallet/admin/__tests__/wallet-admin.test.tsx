import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PayoutSettings } from '@saathi/shared';
import { setLanguage } from '../../../../lib/i18n/i18n';
import { json, renderApp } from '../../../../test/render-app';
import { buildUser } from '../../../../testing';

const settings: PayoutSettings = {
  effectiveFrom: '2026-04-01',
  tdsRateWithPan: 2,
  tdsRateWithoutPan: 20,
  tdsThreshold: 20000,
  minimumPayout: 500,
  deductorTan: '',
};

describe('the wallets and TDS console in Hindi (decision 0159)', () => {
  it('shows its sections, a transfer to record and its UTR check in Hindi', async () => {
    await act(() => setLanguage('hi'));
    const user = userEvent.setup();
    renderApp('/dashboard/wallet', {
      user: buildUser({ roles: ['FINANCE'] }),
      fetch: (url) => {
        if (url === '/api/admin/payout-settings')
          return json({ success: true, data: { current: settings, versions: [settings] } });
        if (url === '/api/admin/payouts/awaiting-transfer')
          return json({
            success: true,
            data: [{ id: 3, associateId: 5, requestId: 12, amount: 1500, createdAt: '' }],
          });
        return undefined;
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'वॉलेट और TDS', level: 1 }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'फ़ॉर्म 26Q (धारा 194H)' })).toBeVisible();
    expect(screen.getByLabelText('तिमाही')).toHaveTextContent('Q1 (अप्रैल–जून)');
    expect(screen.getByLabelText('जमा या कटौती')).toHaveTextContent('जमा (कमाई में जोड़ें)');
    expect(await screen.findByLabelText('PAN के साथ TDS, % (194H)')).toHaveValue('2');
    const transfers = await screen.findByRole('table');
    expect(within(transfers).getByRole('columnheader', { name: 'बैंक ट्रांसफ़र' })).toBeVisible();
    await user.type(within(transfers).getByLabelText('UTR'), 'short');
    await user.click(within(transfers).getByRole('button', { name: 'दर्ज करें' }));
    await waitFor(() =>
      expect(within(transfers).getByText('UTR डालें: 12 से 22 अक्षर और अंक')).toBeVisible(),
    );

    // The shared schemas' field messages in Hindi (decision 0175).
    await user.type(screen.getByLabelText('राशि (₹)'), '1.234');
    await user.click(screen.getByRole('button', { name: 'वॉलेट में बदलाव करें' }));
    expect(await screen.findByText('कारण बताएँ (कम से कम 3 अक्षर)')).toBeVisible();
    expect(screen.getByText('रकम रुपयों में डालें, दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक')).toBeVisible();
    await user.type(screen.getByLabelText('कंपनी का TAN'), 'TAN');
    await user.click(screen.getByRole('button', { name: 'सेटिंग सेव करें' }));
    expect(
      await screen.findByText('TAN डालें: 4 अक्षर, 5 अंक, 1 अक्षर (जैसे MUMA12345B), या खाली छोड़ें'),
    ).toBeVisible();
  });
});
