import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../../lib/i18n/i18n';
import { json, renderApp } from '../../../../test/render-app';
import { buildUser } from '../../../../testing';

const admin = buildUser({ roles: ['ADMIN'] });
const LAZY_PAGE = { timeout: 5000 };

describe('gallery and certificates', () => {
  it('uploads an image as multipart and publishes an item', async () => {
    const user = userEvent.setup();
    const item = {
      id: 4,
      kind: 'certificate',
      title: 'ISO 9001',
      caption: '',
      imageUrl: '/uploads/4.webp',
      thumbUrl: '/uploads/4-thumb.webp',
      width: 800,
      height: 600,
      sortOrder: 0,
      isPublished: false,
    };
    const { fetchMock } = renderApp('/dashboard/media?kind=certificate', {
      user: admin,
      fetch: (url, init) => {
        if (url === '/api/admin/media?kind=certificate') return json({ success: true, data: [] });
        if (url === '/api/admin/media' && init?.method === 'POST') {
          return json({ success: true, data: item });
        }
        if (url === '/api/admin/media/4' && init?.method === 'PUT') {
          return json({ success: true, data: { ...item, ...JSON.parse(String(init.body)) } });
        }
        return undefined;
      },
    });
    expect(await screen.findByText('No certificates yet', undefined, LAZY_PAGE)).toBeVisible();
    const form = screen.getByRole('form', { name: 'Upload a certificate' });
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(within(form).getByText('Title is required')).toBeInTheDocument();
    expect(within(form).getByText('Choose an image')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Title'), 'ISO 9001');
    const image = new File(['png'], 'iso.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText('Image'), image);
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    const card = await screen.findByTestId('media-item');
    expect(card).toHaveTextContent('Hidden');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    const sent = post[1]?.body as FormData;
    expect(sent.get('kind')).toBe('certificate');
    expect(sent.get('title')).toBe('ISO 9001');
    expect(sent.get('image')).toBeInstanceOf(File);

    await user.click(within(card).getByRole('button', { name: 'Publish ISO 9001' }));
    await waitFor(() => expect(screen.getByTestId('media-item')).toHaveTextContent('Published'));
  });
});

describe('gallery and certificates in Hindi (decision 0163)', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    localStorage.clear();
  });

  it('shows the upload form, the tabs and an image in Hindi', async () => {
    await act(() => setLanguage('hi'));
    const photo = {
      id: 5,
      kind: 'gallery',
      title: 'Diwali meet',
      caption: '',
      imageUrl: '/uploads/5.webp',
      thumbUrl: '/uploads/5-thumb.webp',
      width: 800,
      height: 600,
      sortOrder: 2,
      isPublished: false,
    };
    const user = userEvent.setup();
    renderApp('/dashboard/media', {
      user: admin,
      fetch: (url) =>
        url === '/api/admin/media?kind=gallery'
          ? json({ success: true, data: [photo] })
          : undefined,
    });
    const form = await screen.findByRole('form', { name: 'तस्वीर अपलोड करें' }, LAZY_PAGE);
    expect(within(form).getByLabelText('कैप्शन')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'अपलोड करें' }));
    expect(within(form).getByText('एक तस्वीर चुनें')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'प्रमाणपत्र' })).toBeInTheDocument();
    const card = await screen.findByTestId('media-item');
    expect(card).toHaveTextContent('छिपी हुई');
    expect(card).toHaveTextContent('क्रम 2');
    expect(within(card).getByRole('button', { name: 'Diwali meet प्रकाशित करें' })).toBeVisible();
  });
});
