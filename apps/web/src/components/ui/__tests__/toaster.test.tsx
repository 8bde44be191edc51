import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIMIT } from '@saathi/shared/constants';
import { toast } from '../toast';
import { Toaster } from '../toaster';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const shown = () =>
  screen.queryAllByTestId(/^toast-/).filter((item) => !item.hasAttribute('aria-hidden'));

describe('toaster', () => {
  it('shows each type with its look, newest at the bottom', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Saved');
      toast.error('Failed');
      toast.warning('Check the details');
    });
    expect(shown().map((item) => [item.dataset.testid, item.textContent])).toEqual([
      ['toast-success', 'Saved'],
      ['toast-error', 'Failed'],
      ['toast-warning', 'Check the details'],
    ]);
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('closes success after 2 s and errors after 4 s, each fading for 1 s first', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Saved');
      toast.error('Failed');
    });
    act(() => vi.advanceTimersByTime(1999));
    expect(shown()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(shown().map((item) => item.textContent)).toEqual(['Failed']);
    // Closed, it fades for the removal delay, out of the reading order, then goes.
    expect(screen.getByTestId('toast-success')).toHaveAttribute('aria-hidden', 'true');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('toast-success')).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toHaveLength(0);
  });

  it(`keeps at most ${TOAST_LIMIT}, the newest`, () => {
    render(<Toaster />);
    act(() => {
      for (let i = 1; i <= TOAST_LIMIT + 5; i += 1) toast.error(`Problem ${i}`);
    });
    const items = shown();
    expect(items).toHaveLength(TOAST_LIMIT);
    expect(items.at(-1)).toHaveTextContent(`Problem ${TOAST_LIMIT + 5}`);
    expect(items[0]).toHaveTextContent('Problem 6');
  });

  it('closes a toast from its button', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Failed');
    });
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(shown()).toHaveLength(0);
  });
});
