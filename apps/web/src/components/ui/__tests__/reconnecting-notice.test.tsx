import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { createQueryClient } from '../../../lib/query-client';
import { READINESS_PROBE_MS, ReconnectingNotice } from '../reconnecting-notice';

/** The API as the browser sees it: down (503 with Retry-After) until `heal()`. */
function stubApi() {
  let isUp = false;
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (!isUp) {
        return new Response(
          JSON.stringify({ success: false, error: { code: 'SERVICE_UNAVAILABLE', message: 'x' } }),
          { status: 503, headers: { 'content-type': 'application/json', 'retry-after': '5' } },
        );
      }
      const body = url.endsWith('/readyz') ? { status: 'ok' } : { data: 'Tulsi Drops' };
      return new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls, heal: () => (isUp = true) };
}

function ProductName() {
  const { data, isError } = useQuery({
    queryKey: ['product'],
    queryFn: () => http.get<{ data: string }>('/api/products/1'),
  });
  return <p>{isError ? 'Could not load' : (data?.data ?? 'Loading')}</p>;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ReconnectingNotice', () => {
  it('shows while the API answers 503, retries reads at its pace, and goes when it serves again', async () => {
    vi.useFakeTimers();
    const api = stubApi();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ReconnectingNotice />
        <ProductName />
      </QueryClientProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status')).toHaveTextContent(
      'We are reconnecting. Your cart and orders are safe; this page refreshes by itself.',
    );
    // The read waits the 5 s Retry-After asks for before trying again.
    expect(api.calls.filter((url) => url === '/api/products/1')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(api.calls.filter((url) => url === '/api/products/1')).toHaveLength(2);

    api.heal();
    await act(() => vi.advanceTimersByTimeAsync(READINESS_PROBE_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Tulsi Drops')).toBeInTheDocument();
  });

  it('is not shown while the API answers', () => {
    render(<ReconnectingNotice />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
