import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Notification, NotificationList } from '@saathi/shared';
import { setLanguage } from '../../../lib/i18n/i18n';
import { json, renderApp } from '../../../test/render-app';
import { buildUser } from '../../../testing';

// The first visit loads the page's chunk, which can take a while on a busy test machine.
const LAZY_PAGE = { timeout: 5000 };

const at = '2026-04-05T04:30:00.000Z';
const NOTICES: Notification[] = [
  {
    id: 3,
    kind: 'MOVE_ASKED',
    params: { member: 'Chitra Rao (PGMAB2345)', requestId: 41 },
    createdAt: at,
    isRead: false,
  },
  {
    id: 2,
    kind: 'RANK_REACHED',
    params: { name: 'Bala Iyer', rank: 'Silver', via: null, month: '2026-03', isSetByAdmin: false },
    createdAt: at,
    isRead: false,
  },
  {
    id: 1,
    kind: 'MEMBER_JOINED',
    params: { name: null, via: 'Bala Iyer', how: 'code', isAssociate: true },
    createdAt: at,
    isRead: true,
  },
];

/** The API's answers: the list (all read once marked), and the marking. */
function notificationsApi() {
  let isMarked = false;
  const marks: unknown[] = [];
  const list = (): NotificationList => ({
    items: NOTICES.map((notice) => ({ ...notice, isRead: notice.isRead || isMarked })),
    page: 1,
    limit: 20,
    total: NOTICES.length,
    unread: isMarked ? 0 : 2,
  });
  const fetch = (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/notifications?')) return json({ success: true, data: list() });
    if (url === '/api/notifications/read' && init?.method === 'POST') {
      marks.push(JSON.parse(String(init.body)));
      isMarked = true;
      return json({ success: true, data: { updated: 2, unread: 0 } });
    }
    return undefined;
  };
  return { fetch, marks };
}

describe('notifications page', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    localStorage.clear();
  });

  it('words each notice, dates it, shows the unread count and marks all read', async () => {
    const user = userEvent.setup();
    const api = notificationsApi();
    renderApp('/manage/notifications', { user: buildUser(), fetch: api.fetch });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notifications' }, LAZY_PAGE),
    ).toBeVisible();
    const items = await screen.findAllByTestId('notification', undefined, LAZY_PAGE);
    expect(items.map((item) => item.querySelector('p')!.textContent)).toEqual([
      'Chitra Rao (PGMAB2345), in your downline, asked to be placed under another upline (request no. 41). The company decides; you may want to talk with them first.',
      'Bala Iyer, whom you sponsored, reached the rank Silver in March 2026.',
      'A new member joined as an associate, sponsored by Bala Iyer in your network.',
    ]);
    expect(within(items[0]!).getByText('5 Apr 2026, 10:00 am')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Unread')).toBeInTheDocument();
    expect(within(items[2]!).queryByText('Unread')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'My account' });
    expect(await within(nav).findByTestId('notifications-unread')).toHaveTextContent('2');

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent(
      'All notifications are marked read.',
    );
    expect(api.marks).toEqual([{}]);
    await waitFor(() => expect(screen.queryByText('Unread')).not.toBeInTheDocument());
    expect(within(nav).queryByTestId('notifications-unread')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
  });

  it('shows them in Hindi, the month and date in Hindi too', async () => {
    await act(() => setLanguage('hi'));
    renderApp('/manage/notifications', { user: buildUser(), fetch: notificationsApi().fetch });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'सूचनाएँ' }, LAZY_PAGE),
    ).toBeVisible();
    const items = await screen.findAllByTestId('notification', undefined, LAZY_PAGE);
    expect(items.map((item) => item.querySelector('p')!.textContent)).toEqual([
      'आपकी डाउनलाइन के Chitra Rao (PGMAB2345) ने किसी दूसरे अपलाइन के नीचे रखे जाने का अनुरोध किया है (अनुरोध नंबर 41)। फ़ैसला कंपनी करेगी; आप चाहें तो पहले उनसे बात कर लें।',
      'आपके स्पॉन्सर किए हुए Bala Iyer मार्च 2026 में Silver रैंक पर पहुँचे।',
      'एक नए सदस्य एसोसिएट के रूप में जुड़े हैं; उन्हें आपके नेटवर्क के Bala Iyer ने स्पॉन्सर किया है।',
    ]);
    expect(within(items[0]!).getByText('अपठित')).toBeInTheDocument();
    expect(items[0]!.querySelector('time')).toHaveTextContent(/^5 अप्रैल 2026, /);
    expect(screen.getByRole('button', { name: 'सभी को पढ़ा हुआ करें' })).toBeVisible();
  });

  it('says so when there are none', async () => {
    renderApp('/manage/notifications', {
      user: buildUser(),
      fetch: (url) =>
        url.startsWith('/api/notifications?')
          ? json({ success: true, data: { items: [], page: 1, limit: 20, total: 0, unread: 0 } })
          : undefined,
    });
    expect(await screen.findByText('No notifications yet', undefined, LAZY_PAGE)).toBeVisible();
  });
});
