import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/i18n';
import { json, renderApp } from '../../test/render-app';
import { buildCartItem, buildProductDetail, buildProductVariant, buildUser } from '../../testing';

// Pages and the Hindi catalogue are lazy chunks.
const LAZY = { timeout: 5000 };

const product = buildProductDetail({
  id: 5,
  name: 'Tulsi Drops',
  price: 450,
  // Its description in Hindi, as the company wrote it (decision 0165).
  description: 'रोज़ की देखभाल के लिए तुलसी की बूँदें।',
  descriptionLanguage: 'hi',
  variants: [buildProductVariant({ id: 5, price: 450, mrp: 500, discountPercent: 10, points: 12 })],
});

beforeEach(async () => {
  await act(() => setLanguage('hi'));
});

describe('the screens of the first Hindi slice', () => {
  it("shows a product's fixed texts in Hindi, its own words as the company wrote them", async () => {
    renderApp('/product-details-page/5', {
      fetch: (url) =>
        url === '/api/products/5?language=hi' ? json({ data: product, errors: [] }) : undefined,
    });
    const page = await screen.findByTestId('product-details', {}, LAZY);
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Tulsi Drops');
    expect(within(page).getByText('रोज़ की देखभाल के लिए तुलसी की बूँदें।')).toHaveAttribute('lang', 'hi');
    expect(within(page).getByTestId('product-price')).toHaveTextContent(
      '₹450.00MRP ₹500.0010% की छूट',
    );
    expect(within(page).getByRole('button', { name: 'कार्ट में डालें' })).toBeEnabled();
    expect(within(page).getByRole('group', { name: 'मात्रा' })).toBeInTheDocument();
    expect(within(page).getByText('स्टॉक में है')).toBeInTheDocument();
    expect(within(page).getByRole('heading', { name: 'विक्रेता' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
  });

  it('shows the cart in Hindi, a flagged line in Hindi words with Indian figures', async () => {
    const line = buildCartItem({
      productName: 'Tulsi Drops',
      productPrice: 1260,
      quantity: 2,
      issue: {
        code: 'PRICE_CHANGED',
        message: 'The price changed from ₹1,249.50 to ₹1,260.00. Accept the new price to continue.',
        previousPrice: 1249.5,
      },
    });
    renderApp('/manage/cart', {
      user: buildUser(),
      fetch: (url) => (url === '/api/cart/user/1' ? json({ cartItems: [line] }) : undefined),
    });
    expect(await screen.findByRole('heading', { name: 'मेरा कार्ट' }, LAZY)).toBeVisible();
    expect(screen.getByTestId('cart-line-issue')).toHaveTextContent(
      'कीमत ₹1,249.50 से बदलकर ₹1,260.00 हो गई है। आगे बढ़ने के लिए नई कीमत मंज़ूर करें।',
    );
    const summary = screen.getByTestId('cart-summary');
    expect(within(summary).getByRole('heading', { name: 'ऑर्डर का सारांश' })).toBeVisible();
    expect(summary).toHaveTextContent('सामान की कीमत (2 आइटम)₹2,520.00');
    expect(summary).toHaveTextContent('कुल₹2,646.00');
    expect(screen.getByRole('button', { name: 'Tulsi Drops हटाएँ' })).toBeInTheDocument();
    // The account's side menu is Hindi too.
    expect(screen.getByRole('navigation', { name: 'मेरा खाता' })).toHaveTextContent('पते');
  });

  it('shows the sign-in form in Hindi, with the code destination in bold where Hindi puts it', async () => {
    const user = userEvent.setup();
    renderApp('/Associate/login', {
      fetch: (url) =>
        url === '/auth/send-otp'
          ? json({ success: true, message: 'OTP sent successfully!' })
          : undefined,
    });
    expect(await screen.findByRole('heading', { name: 'साइन इन करें' }, LAZY)).toBeVisible();
    expect(screen.getByLabelText('यूज़रनेम या ईमेल')).toBeInTheDocument();
    expect(screen.getByLabelText('पासवर्ड')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉग इन' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('फ़ोन या ईमेल'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    const sent = await screen.findByText(/पर भेजा गया 6 अंकों का कोड डालें।/);
    expect(sent).toHaveTextContent('asha@example.in पर भेजा गया 6 अंकों का कोड डालें।');
    expect(within(sent).getByText('asha@example.in')).toHaveClass('font-semibold');
    expect(await screen.findByText('OTP भेज दिया गया!')).toBeVisible();
  });

  it('shows the grievance page in Hindi under the Hindi header (decision 0163)', async () => {
    renderApp('/grievances', { user: buildUser() });
    const heading = await screen.findByRole('heading', { name: 'शिकायतें', level: 1 }, LAZY);
    expect(heading.closest('[lang="en"]')).toBeNull();
    const header = screen.getByTestId('site-header');
    expect(within(header).getByRole('link', { name: 'होम' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
  });

  it("shows the privacy notice's frame in Hindi, the notice as published", async () => {
    const notice = {
      version: 3,
      publishedAt: '2026-11-01T00:00:00.000Z',
      body: '## How we use your data',
      points: {},
    };
    renderApp('/privacy-notice?version=3', {
      fetch: (url) =>
        url.startsWith('/api/privacy/notice') ? json({ success: true, data: notice }) : undefined,
    });
    expect(await screen.findByRole('heading', { name: 'निजता सूचना' }, LAZY)).toBeVisible();
    expect(await screen.findByText(/^संस्करण 3, 1 नवंबर 2026 से लागू$/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'How we use your data' })).toBeVisible();
    expect(document.querySelector('main [lang="en"]')).toBeNull();
  });
});
