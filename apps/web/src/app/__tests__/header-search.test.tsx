import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, openHeaderSearch, renderApp } from '../../test/render-app';

const suggestions = [
  { id: 7, name: 'Tulsi Drops', categoryUniqueName: 'wellness' },
  { id: 8, name: 'Tulsi Tea', categoryUniqueName: 'wellness' },
];

const handler = (url: string) =>
  url.startsWith('/api/products/suggest?') ? json({ data: suggestions, errors: [] }) : undefined;

describe('header search suggestions', () => {
  it('suggests after 2 characters and moves through them with the arrow keys', async () => {
    const user = userEvent.setup();
    const { fetchMock, location } = renderApp('/', { fetch: handler });
    const box = await openHeaderSearch(user);
    await user.type(box, 't');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'ul');
    const options = await within(await screen.findByRole('listbox')).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Tulsi Drops', 'Tulsi Tea']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).includes('/suggest')).map(([u]) => u),
    ).toEqual(['/api/products/suggest?q=tul']);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Tulsi Tea' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Tulsi Drops' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/product-details-page/7'));
  });

  it('still submits the term to /products?q= when no suggestion is chosen', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/', { fetch: handler });
    const box = await openHeaderSearch(user);
    await user.type(box, 'tulsi');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/products'));
    expect(new URLSearchParams(location().search).get('q')).toBe('tulsi');
  });
});
