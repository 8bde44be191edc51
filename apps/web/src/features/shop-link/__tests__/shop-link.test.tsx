import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHOP_LINK_TEXTS, type ShopLinkFigures } from '@saathi/shared';
import { setLanguage } from '../../../lib/i18n/i18n';
import { captureDownloads } from '../../../test/downloads';
import { json, renderApp, type FetchHandler } from '../../../test/render-app';
import { buildProductDetail, buildUser } from '../../../testing';

const LAZY_PAGE = { timeout: 10_000 };

const asha = buildUser({ id: 1, firstName: 'Asha', lastName: 'Rao', roles: ['ASSOCIATE'] });
const associate = {
  id: 7,
  userId: 1,
  referralCode: 'PGMASHA01',
  rank: 'ASSOCIATE',
  sponsor: null,
  parentId: null,
  bvValue: 0,
  joinedAt: '2026-01-01T00:00:00.000Z',
};
const figures: ShopLinkFigures = {
  referralCode: 'PGMASHA01',
  visits: { total: 42, last30Days: 12 },
  signUps: 3,
  sales: { orders: 2, totalPaise: 123_450, pendingBv: 24, confirmedBv: 10 },
};
const ravi = { referralCode: 'PGMRAVI01', name: 'Ravi Kumar', imageUrl: null };
const tea = buildProductDetail({ id: 5, name: 'Tulsi Green Tea' });

const catalogue = (url: string) => {
  // A Hindi reader's page asks for the Hindi description (decision 0165).
  if (url === '/api/products/5' || url === '/api/products/5?language=hi')
    return json({ data: tea, errors: [] });
  if (url.startsWith('/api/products?'))
    return json({ data: [tea], errors: [], meta: { page: 1, limit: 12, total: 1 } });
  return undefined;
};

/** The catalogue, and `answer` to a visit through the link of `code`. */
const visitTo =
  (code: string, answer: () => Response): FetchHandler =>
  (url, init) =>
    url === `/api/shop-links/${code}/visits` && init?.method === 'POST' ? answer() : catalogue(url);
/** A visit through Ravi's link, and one through a code that is no one's. */
const raviVisit = visitTo('PGMRAVI01', () =>
  json({ success: true, data: { owner: ravi, isCounted: true } }),
);
const inactiveLink = visitTo('PGMNOSUCH', () =>
  json({ success: false, error: { code: 'NOT_FOUND', message: SHOP_LINK_TEXTS.inactive } }, 404),
);

const saved = captureDownloads();
beforeEach(() => {
  // jsdom draws nothing: a canvas that takes the squares and hands back a PNG.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    fillRect: vi.fn(),
    fillStyle: '',
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
    done(new Blob(['png'], { type: 'image/png' })),
  );
});
afterEach(() => {
  document.cookie = 'saathi_ref=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  sessionStorage.clear();
});

describe('my shop link', () => {
  it('shares the shop by copy, WhatsApp and a QR code, and shows what it brought', async () => {
    const user = userEvent.setup();
    renderApp('/manage/shop-link', {
      user: asha,
      associate,
      fetch: (url) =>
        url === '/api/shop-links/mine' ? json({ success: true, data: figures }) : undefined,
    });
    const link = `${window.location.origin}/s/PGMASHA01`;
    expect(await screen.findByTestId('share-link', {}, LAZY_PAGE)).toHaveTextContent(link);
    const whatsApp = screen.getByRole('link', { name: 'Share on WhatsApp' });
    expect(whatsApp).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(
        `Shop Pragati Growth Marketing products with me, Asha Rao: ${link}`,
      )}`,
    );
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(link);

    expect(await screen.findByRole('img', { name: `QR code of ${link}` })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Download QR code' }));
    expect(saved).toEqual(['shop-PGMASHA01-qr.png']);

    expect(screen.getByTestId('link-visits')).toHaveTextContent('42');
    expect(screen.getByTestId('link-visits')).toHaveTextContent('12 in the last 30 days');
    expect(screen.getByTestId('link-sign-ups')).toHaveTextContent('3');
    const sales = screen.getByTestId('link-sales');
    expect(sales).toHaveTextContent('₹1,234.50');
    expect(sales).toHaveTextContent('2 orders');
    expect(within(sales).getByTestId('link-pending-bv')).toHaveTextContent('Pending BV: 24');
    expect(within(sales).getByTestId('link-confirmed-bv')).toHaveTextContent('Confirmed BV: 10');
  });

  it('tells a customer it comes with becoming an associate', async () => {
    renderApp('/manage/shop-link', { user: buildUser({ roles: ['CUSTOMER'] }) });
    expect(await screen.findByText(SHOP_LINK_TEXTS.notAssociate, {}, LAZY_PAGE)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'My shop link' })).not.toBeInTheDocument();
  });
});

describe('sharing a product', () => {
  it("an associate's link carries their referral code; a shopper's does not", async () => {
    const user = userEvent.setup();
    const { unmount } = renderApp('/product-details-page/5', {
      user: asha,
      associate,
      fetch: catalogue,
    });
    await user.click(await screen.findByRole('button', { name: 'Share' }, LAZY_PAGE));
    const dialog = await screen.findByRole('dialog', { name: 'Share this product' });
    const link = `${window.location.origin}/product-details-page/5?ref=PGMASHA01`;
    expect(within(dialog).getByTestId('share-link')).toHaveTextContent(link);
    expect(within(dialog).getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(
        `Have a look at Tulsi Green Tea from Pragati Growth Marketing: ${link}`,
      )}`,
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Download QR code' }));
    await waitFor(() => expect(saved).toEqual(['product-5-qr.png']));
    unmount();

    renderApp('/product-details-page/5', { fetch: catalogue });
    await user.click(await screen.findByRole('button', { name: 'Share' }, LAZY_PAGE));
    expect(await screen.findByTestId('share-link')).toHaveTextContent(
      new RegExp(`${window.location.origin}/product-details-page/5$`),
    );
  });
});

describe('arriving through a shop link', () => {
  it('/s/{code} records the visit, opens the shop and says whose it is until dismissed', async () => {
    const user = userEvent.setup();
    const { fetchMock, location } = renderApp('/s/PGMRAVI01', {
      fetch: raviVisit,
    });
    const banner = await screen.findByTestId('shop-banner', {}, LAZY_PAGE);
    expect(banner).toHaveTextContent('Shopping with Ravi Kumar');
    expect(within(banner).getByText('RK')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/products'));
    const visits = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/visits'));
    expect(visits).toHaveLength(1);

    await user.click(within(banner).getByRole('button', { name: 'Hide this message' }));
    expect(screen.queryByTestId('shop-banner')).not.toBeInTheDocument();
  });

  it('an unknown or inactive code: a clear message, and the shop still opens', async () => {
    renderApp('/product-details-page/5?ref=PGMNOSUCH', {
      fetch: inactiveLink,
    });
    expect(await screen.findByTestId('shop-banner', {}, LAZY_PAGE)).toHaveTextContent(
      SHOP_LINK_TEXTS.inactive,
    );
    expect(await screen.findByTestId('product-details', {}, LAZY_PAGE)).toBeVisible();
  });

  it('a remembered link shows its owner on later pages without counting a visit', async () => {
    document.cookie = 'saathi_ref=PGMRAVI02; path=/';
    const { fetchMock } = renderApp('/products', {
      fetch: (url) =>
        url === '/api/shop-links/PGMRAVI02'
          ? json({ success: true, data: { ...ravi, referralCode: 'PGMRAVI02' } })
          : catalogue(url),
    });
    expect(await screen.findByTestId('shop-banner', {}, LAZY_PAGE)).toHaveTextContent(
      'Shopping with Ravi Kumar',
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/visits'))).toBe(false);
  });
});

describe('in Hindi', () => {
  beforeEach(async () => {
    await act(() => setLanguage('hi'));
  });

  it("the banner says whose shop it is, and why a link opened no one's, in Hindi", async () => {
    const user = userEvent.setup();
    const { unmount } = renderApp('/s/PGMRAVI01', {
      fetch: raviVisit,
    });
    const banner = await screen.findByRole('region', { name: 'सहयोगी की दुकान' }, LAZY_PAGE);
    expect(banner).toHaveTextContent(
      'Ravi Kumar की दुकान से खरीदारी' +
        'यहाँ आपके ऑर्डर से इस सहयोगी को मदद मिलती है। हम उनकी दुकान 30 दिन तक याद रखते हैं।',
    );
    await user.click(within(banner).getByRole('button', { name: 'यह संदेश छिपाएँ' }));
    expect(screen.queryByTestId('shop-banner')).not.toBeInTheDocument();
    unmount();

    renderApp('/product-details-page/5?ref=PGMNOSUCH', {
      fetch: inactiveLink,
    });
    const problem = await screen.findByRole('region', { name: 'दुकान का लिंक' }, LAZY_PAGE);
    expect(within(problem).getByRole('status')).toHaveTextContent(
      'दुकान का यह लिंक चालू नहीं है। आप फिर भी हमसे खरीदारी कर सकते हैं।',
    );
    // Back in English, the same banner follows.
    await act(() => setLanguage('en'));
    expect(within(problem).getByRole('status')).toHaveTextContent(SHOP_LINK_TEXTS.inactive);
  });

  it("the product page's share menu is Hindi, its WhatsApp message too", async () => {
    const user = userEvent.setup();
    renderApp('/product-details-page/5', { user: asha, associate, fetch: catalogue });
    await user.click(await screen.findByRole('button', { name: 'शेयर करें' }, LAZY_PAGE));
    const dialog = await screen.findByRole('dialog', { name: 'यह उत्पाद शेयर करें' });
    const link = `${window.location.origin}/product-details-page/5?ref=PGMASHA01`;
    expect(within(dialog).getByRole('link', { name: 'WhatsApp पर शेयर करें' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(
        `Pragati Growth Marketing के यहाँ से Tulsi Green Tea देखें: ${link}`,
      )}`,
    );
    expect(await within(dialog).findByRole('img', { name: `${link} का QR कोड` })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'QR कोड डाउनलोड करें' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'लिंक कॉपी करें' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('कॉपी हो गया');
  });

  it('"My shop link" is Hindi too: its figures and share buttons (decision 0152)', async () => {
    renderApp('/manage/shop-link', {
      user: asha,
      associate,
      fetch: (url) =>
        url === '/api/shop-links/mine' ? json({ success: true, data: figures }) : undefined,
    });
    expect(await screen.findByTestId('share-link', {}, LAZY_PAGE)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('मेरी दुकान का लिंक');
    expect(screen.getByRole('button', { name: 'लिंक कॉपी करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WhatsApp पर शेयर करें' })).toBeInTheDocument();
    expect(screen.getByTestId('link-visits')).toHaveTextContent('विज़िट');
    expect(screen.getByTestId('link-sales')).toHaveTextContent('मेरे लिंक से बिक्री');
  });
});
