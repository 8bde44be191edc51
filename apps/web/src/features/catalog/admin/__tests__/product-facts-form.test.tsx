import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY_SETTINGS } from '@saathi/shared/company-defaults';
import { PRODUCT_FACTS_MESSAGES } from '@saathi/shared';
import { json, renderApp } from '../../../../test/render-app';
import { buildProductDetail, buildUser } from '../../../../testing';

const LAZY_PAGE = { timeout: 5000 };
const admin = buildUser({ roles: ['ADMIN'] });
const product = buildProductDetail({ id: 7, categoryId: 10 });

const api = (url: string) => {
  const path = new URL(url, 'http://localhost').pathname;
  if (path === '/api/categories') return json({ data: [{ id: 10, name: 'Care' }], errors: [] });
  if (path === '/api/brands') return json({ data: [], errors: [] });
  if (path === '/api/products/7') {
    return json({ data: product, errors: [] });
  }
  return undefined;
};

const sentFacts = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) => {
  const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
  return JSON.parse(String((put![1]!.body as FormData).get('facts')));
};

describe('the product form: maker and origin', () => {
  it('checks the facts as typed and sends them whole', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/dashboard/products/7', { user: admin, fetch: api });
    const group = await screen.findByRole('group', { name: 'Maker and origin' }, LAZY_PAGE);
    const facts = within(group);
    expect(facts.getByLabelText('Their name')).toHaveValue(product.facts!.makerName);

    await user.clear(facts.getByLabelText('Country of origin'));
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(facts.getByText(PRODUCT_FACTS_MESSAGES.countryOfOrigin)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.type(facts.getByLabelText('Country of origin'), 'Sri Lanka');
    await user.selectOptions(facts.getByLabelText('Named on the pack as'), 'Importer');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Product saved');
    expect(sentFacts(fetchMock)).toEqual({
      ...product.facts,
      makerRole: 'IMPORTER',
      countryOfOrigin: 'Sri Lanka',
    });
  });

  it("prefills a new product's facts with the company as manufacturer, made in India", async () => {
    renderApp('/dashboard/products/new', { user: admin, fetch: api });
    const group = await screen.findByRole('group', { name: 'Maker and origin' }, LAZY_PAGE);
    expect(within(group).getByLabelText('Named on the pack as')).toHaveValue('MANUFACTURER');
    expect(within(group).getByLabelText('Their name')).toHaveValue(
      DEMO_COMPANY_SETTINGS.invoicing.legalName,
    );
    expect(within(group).getByLabelText('Country of origin')).toHaveValue('India');
  });
});
