import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GrievanceView } from '@saathi/shared';
import { captureDownloads } from '../../../test/downloads';
import { json, mockFetch } from '../../../test/render-app';
import { LookUpGrievance } from '../components/look-up-grievance';

const grievance: GrievanceView = {
  reference: 'GRV-2026-000042',
  category: 'product',
  status: 'new',
  description: 'The soap arrived broken.',
  orderNumber: null,
  productName: null,
  associateCode: null,
  resolution: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  acknowledgeBy: '2026-11-22T10:00:00.000Z',
  resolveBy: '2026-12-20T10:00:00.000Z',
  replies: [],
  attachments: [{ id: 'a1b2.webp', fileName: 'soap.webp', contentType: 'image/webp' }],
};

const saved = captureDownloads();

describe('a visitor looking up their grievance (decision 0145)', () => {
  it('downloads an attachment with the contact they proved it with', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((url) => {
      if (url.startsWith('/grievances/lookup')) return json({ success: true, data: grievance });
      if (url.startsWith('/grievances/GRV-2026-000042/attachments/a1b2.webp')) {
        return new Response('RIFF....WEBP', { headers: { 'Content-Type': 'image/webp' } });
      }
      return undefined;
    });
    render(<LookUpGrievance />);
    await user.type(screen.getByLabelText('Reference'), grievance.reference);
    await user.type(screen.getByLabelText('Phone or email you gave'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    await user.click(await screen.findByRole('button', { name: 'Download soap.webp' }));
    await vi.waitFor(() => expect(saved).toEqual(['soap.webp']));
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked).toContain('/grievances/GRV-2026-000042/attachments/a1b2.webp?contact=9876543210');
  });
});
