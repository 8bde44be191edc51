import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_COMPANY_SETTINGS } from '@saathi/shared/company-defaults';
import { MESSAGES } from '@saathi/shared/messages';
import { json, mockFetch, renderWithQuery } from '../../../test/render-app';
import { resetCompanySettings } from '../../company';
import { LeadForm } from '../components/lead-form';

const received = () => json({ success: true, data: { received: true } });

beforeEach(() => resetCompanySettings());
afterEach(() => vi.useRealTimers());

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ravi Kumar');
  await user.selectOptions(screen.getByLabelText('State'), 'Kerala');
  await user.type(screen.getByLabelText('Mobile Number'), '9876543210');
  await user.type(screen.getByLabelText('Email'), 'ravi@example.in');
}

describe('lead form', () => {
  it('is titled with the company name and checks the fields on submit', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch();
    renderWithQuery(<LeadForm />);
    expect(
      screen.getByRole('heading', { name: MESSAGES.lead.title(DEMO_COMPANY_SETTINGS.name) }),
    ).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.lead.nameRequired)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(MESSAGES.lead.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.lead.mobileRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.lead.emailRequired)).toBeInTheDocument();

    const mobile = screen.getByLabelText('Mobile Number');
    await user.type(mobile, '98a76-54');
    expect(mobile).toHaveValue('987654');
    expect(screen.getByText(MESSAGES.lead.mobileTenDigits)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ravi@');
    expect(screen.getByText(MESSAGES.lead.emailInvalid)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/contacts', expect.anything());
  });

  it('sends the lead with the fixed pincode, thanks for 5 seconds and resets', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch((url) => (url === '/contacts' ? received() : undefined));
    renderWithQuery(<LeadForm />);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const card = await screen.findByTestId('lead-thank-you');
    expect(within(card).getByText(MESSAGES.lead.thankYouTitle)).toBeInTheDocument();
    expect(card).toHaveTextContent(MESSAGES.lead.thankYouText);
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('');

    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/contacts')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ravi Kumar',
      state: 'Kerala',
      mobile: '9876543210',
      email: 'ravi@example.in',
      website: '',
      pincode: '123456',
    });

    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByTestId('lead-thank-you')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByTestId('lead-thank-you')).not.toBeInTheDocument();
  });

  it('alerts the server error, or that the server did not answer', async () => {
    const user = userEvent.setup();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    let call = 0;
    mockFetch((url) => {
      if (url !== '/contacts') return undefined;
      call += 1;
      return json({ success: false, error: { code: 'RATE_LIMITED', message: 'Too many' } }, 429);
    });
    renderWithQuery(<LeadForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to submit: Too many'));
    expect(screen.getByLabelText('Name')).toHaveValue('Ravi Kumar');
    expect(call).toBe(1);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() =>
      expect(alert).toHaveBeenLastCalledWith(`Failed to submit: ${MESSAGES.common.noResponse}`),
    );
  });

  it('hides the honeypot from people', () => {
    mockFetch();
    const { container } = renderWithQuery(<LeadForm />);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows its itemised privacy notice and sends the version shown, marketing only when ticked', async () => {
    const notice = {
      version: 3,
      publishedAt: '2026-11-01T00:00:00.000Z',
      body: '# Privacy notice',
      points: {
        LEAD_FORM: [{ collected: 'Name, mobile, e-mail, state', purpose: 'Calling you back' }],
      },
    };
    const fetchMock = mockFetch((url) => {
      if (url === '/api/privacy/notice') return json({ success: true, data: notice });
      return url === '/contacts' ? received() : undefined;
    });
    renderWithQuery(<LeadForm />);
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'How we use what you give here' });
    expect(await within(section).findByText(/Calling you back/)).toBeInTheDocument();
    expect(
      within(section).getByRole('link', { name: 'Read the full privacy notice' }),
    ).toHaveAttribute('href', '/privacy-notice?version=3');
    const marketing = within(section).getByRole('checkbox', { name: /Offers and news/ });
    expect(marketing).not.toBeChecked();
    await fill(user);
    await user.click(marketing);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByTestId('lead-thank-you');
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/contacts')!;
    expect(JSON.parse(String(init?.body)).consent).toEqual({
      noticeVersion: 3,
      isMarketingGiven: true,
    });
    expect(marketing).not.toBeChecked();
  });
});
