import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { GST_MESSAGES, INVOICING_MESSAGES } from '@saathi/shared';
import { DEMO_COMPANY_SETTINGS } from '@saathi/shared/company-defaults';
import { setLanguage } from '../../../../lib/i18n/i18n';
import { json, renderApp } from '../../../../test/render-app';
import { buildUser } from '../../../../testing';

const admin = buildUser({ roles: ['ADMIN'] });
const LAZY_PAGE = { timeout: 5000 };

describe('company settings', () => {
  it('checks the fields with the shared schema and saves the whole object', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/dashboard/settings', {
      user: admin,
      fetch: (url, init) => {
        if (url !== '/api/company-settings') return undefined;
        if (init?.method === 'PUT')
          return json({ success: true, data: JSON.parse(String(init.body)) });
        return json({ success: true, data: DEMO_COMPANY_SETTINGS });
      },
    });
    const colour = await screen.findByLabelText('Brand colour', undefined, LAZY_PAGE);
    await user.clear(colour);
    await user.type(colour, 'orange');
    expect(screen.getByText('Use a colour like #c2410c')).toBeInTheDocument();
    await user.clear(colour);
    await user.type(colour, '#0f766e');

    // The GSTIN's check character, and its state code against the invoicing state.
    const gstin = screen.getByLabelText('GSTIN');
    await user.clear(gstin);
    await user.type(gstin, '27AAAAA0000A1Z0');
    expect(screen.getByText(GST_MESSAGES.gstin)).toBeInTheDocument();
    await user.clear(gstin);
    await user.type(gstin, '29AAAAA0000A1ZY');
    expect(screen.getByText(INVOICING_MESSAGES.gstinState)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('State (GST code)'), 'Karnataka (29)');
    expect(screen.queryByText(INVOICING_MESSAGES.gstinState)).not.toBeInTheDocument();
    const prefix = screen.getByLabelText('Credit note serial prefix');
    await user.clear(prefix);
    await user.type(prefix, 'pg');
    expect(screen.getByText(INVOICING_MESSAGES.creditNotePrefix)).toBeInTheDocument();
    await user.clear(prefix);
    await user.type(prefix, 'PSC');

    const name = screen.getByLabelText('Company name');
    await user.clear(name);
    await user.type(name, 'Saathi Wellness');
    // The grievance officer, shown on every product page (decision 0111).
    const officer = screen.getByLabelText('Officer’s name');
    await user.clear(officer);
    await user.type(officer, 'Meena Rao');
    // Who hears of joins and ranks (decision 0134).
    await user.selectOptions(
      screen.getByLabelText('Who hears of a join or a rank'),
      'The sponsor and 2 upline levels',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Company settings saved');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]?.body))).toEqual({
      ...DEMO_COMPANY_SETTINGS,
      name: 'Saathi Wellness',
      brandColor: '#0f766e',
      registration: { ...DEMO_COMPANY_SETTINGS.registration, gstin: '29AAAAA0000A1ZY' },
      invoicing: { ...DEMO_COMPANY_SETTINGS.invoicing, stateCode: '29', creditNotePrefix: 'PSC' },
      grievanceOfficer: { ...DEMO_COMPANY_SETTINGS.grievanceOfficer, name: 'Meena Rao' },
      sponsorNoticeUplineDepth: 2,
    });
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveTextContent(
      'Saathi Wellness',
    );
  });
});

describe('company settings in Hindi (decision 0174)', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    localStorage.clear();
  });

  it('shows the groups, the grievance deadlines and the return window in Hindi, and saves', async () => {
    await act(() => setLanguage('hi'));
    const user = userEvent.setup();
    renderApp('/dashboard/settings', {
      user: admin,
      fetch: (url, init) => {
        if (url === '/api/business-value-settings')
          return json({ success: true, data: { returnWindowDays: 30, bvValidityDays: 365 } });
        if (url !== '/api/company-settings') return undefined;
        if (init?.method === 'PUT')
          return json({ success: true, data: JSON.parse(String(init.body)) });
        return json({ success: true, data: DEMO_COMPANY_SETTINGS });
      },
    });
    expect(await screen.findByLabelText('ब्रांड का रंग', undefined, LAZY_PAGE)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'कंपनी की सेटिंग' })).toBeVisible();
    // The schema's own message in Hindi (decision 0174).
    const colour = screen.getByLabelText('ब्रांड का रंग');
    await user.clear(colour);
    await user.type(colour, 'orange');
    expect(screen.getByText('#c2410c जैसा रंग डालें')).toBeInTheDocument();
    await user.clear(colour);
    await user.type(colour, '#0f766e');
    expect(screen.getByRole('group', { name: 'शिकायत अधिकारी' })).toBeVisible();
    expect(screen.getByLabelText('अधिकारी का नाम')).toBeVisible();
    expect(screen.getByLabelText('पुष्टि की समय-सीमा (घंटे)')).toHaveValue(
      DEMO_COMPANY_SETTINGS.grievanceDeadlines.acknowledgeHours,
    );
    expect(screen.getByLabelText('समाधान की समय-सीमा (दिन)')).toBeVisible();
    const who = screen.getByLabelText('नए सहयोगी या रैंक की ख़बर किसे मिले');
    expect(within(who).getAllByRole('option')[0]).toHaveTextContent('सिर्फ़ स्पॉन्सर');
    expect(within(who).getAllByRole('option')[2]).toHaveTextContent('स्पॉन्सर और अपलाइन के 2 लेवल');
    expect(screen.getByRole('group', { name: 'सोशल मीडिया लिंक' })).toBeVisible();
    expect(
      await screen.findByLabelText('वापसी की अवधि (डिलीवरी से दिन)', undefined, LAZY_PAGE),
    ).toHaveValue('30');
    expect(screen.getByRole('button', { name: 'वापसी की अवधि सेव करें' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'सेव करें' }));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('कंपनी की सेटिंग सेव हो गई');
  });
});
