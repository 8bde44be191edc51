import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { INDIAN_STATES, type Address } from '@saathi/shared';
import { MESSAGES } from '@saathi/shared/messages';
import { json, renderApp } from '../../../test/render-app';
import { buildAddress, buildUser } from '../../../testing';

// The first visit loads the page's chunk, which can take a while on a busy test machine.
const LAZY_PAGE = { timeout: 5000 };

const address = (overrides: Partial<Address> = {}) =>
  buildAddress({
    additional_address_line: 'Flat 4B',
    landmarks: ['Near City Hospital', 'Opposite Bus Stand'],
    isDefault: true,
    ...overrides,
  });

const list = (items: Address[]) => json({ flag: true, data: items, error: null });
const isList = (url: string, init?: RequestInit) =>
  url === '/addresses' && (init?.method ?? 'GET') === 'GET';

describe('delivery address screen', () => {
  it('shows each address card as the spec describes', async () => {
    renderApp('/manage/addresses', {
      user: buildUser(),
      fetch: (url, init) =>
        isList(url, init)
          ? list([
              address(),
              address({
                id: 2,
                name: 'Office',
                type: 'OFFICE',
                isDefault: false,
                landmarks: [],
                additional_address_line: null,
              }),
            ])
          : undefined,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.address.title }, LAZY_PAGE),
    ).toBeVisible();
    expect(screen.getByText(MESSAGES.address.loading)).toBeInTheDocument();
    const cards = await screen.findAllByTestId('address-card', undefined, LAZY_PAGE);
    expect(cards).toHaveLength(2);
    const [home, office] = cards;
    expect(home).toHaveTextContent('Asha Rao');
    expect(within(home).getByTestId('address-type')).toHaveTextContent('HOME');
    expect(within(home).getByTestId('address-default')).toHaveTextContent('Default');
    expect(within(home).getByText('+91 98765 43210')).toBeInTheDocument();
    expect(within(home).getByText('12 MG Road')).toBeInTheDocument();
    expect(within(home).getByText('Flat 4B')).toBeInTheDocument();
    expect(within(home).getByText('Pune, Maharashtra - 411001')).toBeInTheDocument();
    expect(home).toHaveTextContent('Nearby: Near City Hospital • Opposite Bus Stand');
    expect(within(office).queryByTestId('address-default')).not.toBeInTheDocument();
    expect(office).not.toHaveTextContent('Nearby:');
    for (const name of ['Deliver Here', 'Edit', 'Delete']) {
      expect(within(office).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('selects one card with its radio and remembers where to deliver', async () => {
    const user = userEvent.setup();
    renderApp('/manage/addresses', {
      user: buildUser(),
      fetch: (url, init) =>
        isList(url, init) ? list([address(), address({ id: 2, isDefault: false })]) : undefined,
    });
    const [first, second] = await screen.findAllByTestId('address-card', undefined, LAZY_PAGE);
    await user.click(within(second).getByRole('radio'));
    expect(within(second).getByRole('radio')).toBeChecked();
    expect(within(first).getByRole('radio')).not.toBeChecked();
    await user.click(within(first).getByRole('button', { name: 'Deliver Here' }));
    expect(within(first).getByTestId('address-delivering')).toHaveTextContent('Delivering here');
    expect(localStorage.getItem('saathi.v1.deliveryAddressId')).toBe('1');
    expect(await screen.findByTestId('toast-success')).toHaveTextContent(
      'Delivery address selected',
    );
  });

  it('shows the returned error of a flag-false answer, and retries', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderApp('/manage/addresses', {
      user: buildUser(),
      fetch: (url, init) => {
        if (!isList(url, init)) return undefined;
        calls += 1;
        return calls === 1 ? json({ flag: false, data: null, error: 'Database busy' }) : list([]);
      },
    });
    expect(await screen.findByRole('alert', undefined, LAZY_PAGE)).toHaveTextContent(
      'Database busy',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No saved addresses yet')).toBeInTheDocument();
  });

  it('says "Unknown error occurred" without an error, and the unexpected text on a throw', async () => {
    renderApp('/manage/addresses', {
      user: buildUser(),
      fetch: (url, init) => (isList(url, init) ? json({ flag: false, data: null }) : undefined),
    });
    expect(await screen.findByRole('alert', undefined, LAZY_PAGE)).toHaveTextContent(
      MESSAGES.common.unknownError,
    );
  });

  it('says "An unexpected error occurred." when the call fails', async () => {
    renderApp('/manage/addresses', {
      user: buildUser(),
      fetch: (url, init) =>
        isList(url, init)
          ? json({ success: false, error: { code: 'INTERNAL', message: 'boom' } }, 500)
          : undefined,
    });
    expect(await screen.findByRole('alert', undefined, LAZY_PAGE)).toHaveTextContent(
      MESSAGES.common.unexpectedError,
    );
  });
});

/** An empty address book with its add form open. */
async function openEmptyAddForm() {
  const user = userEvent.setup();
  renderApp('/manage/addresses', {
    user: buildUser(),
    fetch: (url, init) => (isList(url, init) ? list([]) : undefined),
  });
  await user.click(await screen.findByRole('button', { name: MESSAGES.address.addNew }, LAZY_PAGE));
  const dialog = screen.getByRole('dialog', { name: MESSAGES.address.addTitle });
  return { user, dialog, field: (label: string) => within(dialog).getByLabelText(label) };
}

describe('address form', () => {
  it('validates on each change with the spec messages and takes only digits', async () => {
    const { user, dialog, field } = await openEmptyAddForm();
    expect(field('Country')).toHaveValue('India');
    expect(field('Type')).toHaveValue('HOME');
    expect(field('Make this my default address')).not.toBeChecked();

    await user.type(field('Name'), 'A');
    await user.clear(field('Name'));
    expect(within(dialog).getByText(MESSAGES.address.nameRequired)).toBeInTheDocument();

    const phone = field('Phone Number');
    await user.type(phone, '98a7-6 5x43210999');
    expect(phone).toHaveValue('9876543210');
    await user.clear(phone);
    expect(within(dialog).getByText(MESSAGES.address.phoneRequired)).toBeInTheDocument();
    await user.type(phone, '12345');
    expect(within(dialog).getByText(MESSAGES.address.phoneInvalid)).toBeInTheDocument();

    await user.type(field('Email'), 'asha@');
    expect(within(dialog).getByText(MESSAGES.address.emailInvalid)).toBeInTheDocument();

    // 900001 is no deliverable PIN: nothing is filled in from it.
    const postal = field('PIN code');
    await user.type(postal, '90a000123');
    expect(postal).toHaveValue('900001');
    await user.clear(postal);
    expect(within(dialog).getByText(MESSAGES.address.pinCodeRequired)).toBeInTheDocument();
    await user.type(postal, '4110');
    expect(within(dialog).getByText(MESSAGES.address.pinCodeInvalid)).toBeInTheDocument();

    // Delivery is India-only: the country is shown, not edited.
    expect(field('Country')).toHaveValue('India');
    expect(field('Country')).toHaveAttribute('readonly');

    await user.click(within(dialog).getByRole('button', { name: MESSAGES.address.save }));
    expect(within(dialog).getByText(MESSAGES.address.streetRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.address.cityRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.address.stateRequired)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('option')).toHaveLength(1 + INDIAN_STATES.length + 3);
  });

  it('fills city and state from the PIN, keeps what the person typed, and fills nothing for an unknown PIN', async () => {
    const { user, field } = await openEmptyAddForm();

    await user.type(field('PIN code'), '560001');
    await waitFor(() => expect(field('City')).toHaveValue('Bangalore'));
    expect(field('State')).toHaveValue('Karnataka');

    // A corrected city stays when the PIN changes; the filled state follows the new PIN.
    await user.clear(field('City'));
    await user.type(field('City'), 'Bengaluru');
    await user.clear(field('PIN code'));
    await user.type(field('PIN code'), '600001');
    await waitFor(() => expect(field('State')).toHaveValue('Tamil Nadu'));
    expect(field('City')).toHaveValue('Bengaluru');

    await user.clear(field('City'));
    await user.selectOptions(field('State'), '');
    await user.clear(field('PIN code'));
    await user.type(field('PIN code'), '999999');
    expect(field('City')).toHaveValue('');
    expect(field('State')).toHaveValue('');
  });

  it('saves a new address with landmarks split and coordinates 0, then closes', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/manage/addresses', {
      user: buildUser(),
      fetch: (url, init) => {
        if (isList(url, init)) return list([]);
        if (url === '/addresses' && init?.method === 'POST') {
          return json({ ...address({ id: 9 }), ...JSON.parse(String(init.body)), id: 9 });
        }
        return undefined;
      },
    });
    await user.click(
      await screen.findByRole('button', { name: MESSAGES.address.addNew }, LAZY_PAGE),
    );
    const dialog = screen.getByRole('dialog');
    const field = (label: string) => within(dialog).getByLabelText(label);
    await user.type(field('Name'), 'Asha Rao');
    await user.type(field('Phone Number'), '9876543210');
    await user.type(field('Street Address'), '12 MG Road');
    await user.type(field('City'), 'Pune');
    await user.selectOptions(field('State'), 'Maharashtra');
    await user.type(field('PIN code'), '411001');
    await user.type(field('Landmarks'), ' Temple ,  Park,, ');
    await user.selectOptions(field('Type'), 'OFFICE');
    await user.click(field('Make this my default address'));
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.address.save }));

    const card = await screen.findByTestId('address-card', undefined, LAZY_PAGE);
    expect(card).toHaveTextContent('Nearby: Temple • Park');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Asha Rao',
      phone_number: '9876543210',
      email: null,
      street_address: '12 MG Road',
      additional_address_line: null,
      city: 'Pune',
      state: 'Maharashtra',
      postal_code: '411001',
      country: 'India',
      landmarks: ['Temple', 'Park'],
      type: 'OFFICE',
      isDefault: true,
      latitude: 0,
      longitude: 0,
    });
  });

  it('prefills an edit with landmarks joined and replaces the card with the answer', async () => {
    const user = userEvent.setup();
    renderApp('/manage/addresses', {
      user: buildUser(),
      fetch: (url, init) => {
        if (isList(url, init)) return list([address()]);
        if (url === '/addresses/1' && init?.method === 'PUT') {
          return json({ ...address(), ...JSON.parse(String(init.body)), id: 1 });
        }
        return undefined;
      },
    });
    const card = await screen.findByTestId('address-card', undefined, LAZY_PAGE);
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: MESSAGES.address.editTitle });
    const landmarks = within(dialog).getByLabelText('Landmarks');
    expect(landmarks).toHaveValue('Near City Hospital, Opposite Bus Stand');
    expect(within(dialog).getByLabelText('Make this my default address')).toBeChecked();
    await user.clear(within(dialog).getByLabelText('City'));
    await user.type(within(dialog).getByLabelText('City'), 'Mumbai');
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.address.update }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('address-card')).toHaveTextContent('Mumbai, Maharashtra - 411001');
  });

  it('keeps the form open with a toast and the field errors when the save fails', async () => {
    const user = userEvent.setup();
    renderApp('/manage/addresses', {
      user: buildUser(),
      fetch: (url, init) => {
        if (isList(url, init)) return list([address()]);
        if (url === '/addresses/1' && init?.method === 'PUT') {
          return json(
            {
              success: false,
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Check the highlighted fields',
                fields: { city: 'City is not served yet' },
              },
            },
            400,
          );
        }
        return undefined;
      },
    });
    await user.click(
      within(await screen.findByTestId('address-card', undefined, LAZY_PAGE)).getByRole('button', {
        name: 'Edit',
      }),
    );
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), ' K');
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.address.update }));
    expect(await screen.findByTestId('toast-error')).toHaveTextContent(
      'Check the highlighted fields',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Asha Rao K');
    expect(within(dialog).getByText('City is not served yet')).toBeInTheDocument();
  });

  it('asks before deleting, removes the card, and says why a delete failed', async () => {
    const user = userEvent.setup();
    renderApp('/manage/addresses', {
      user: buildUser(),
      fetch: (url, init) => {
        if (isList(url, init)) return list([address(), address({ id: 2, isDefault: false })]);
        if (url === '/addresses/2' && init?.method === 'DELETE') {
          return json({ flag: true, data: { id: 2 }, error: null });
        }
        if (url === '/addresses/1' && init?.method === 'DELETE') {
          return json({ success: false, error: { code: 'CONFLICT', message: 'In use' } }, 409);
        }
        return undefined;
      },
    });
    const cards = await screen.findAllByTestId('address-card', undefined, LAZY_PAGE);
    await user.click(within(cards[1]).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('address-card')).toHaveLength(1));

    await user.click(within(cards[0]).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('toast-error')).toHaveTextContent('In use');
    expect(screen.getAllByTestId('address-card')).toHaveLength(1);
  });
});
