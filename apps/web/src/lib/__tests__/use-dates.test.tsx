import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n';
import { useDates } from '../i18n/use-dates';

// Decision 0168: the account pages' dates in the language on screen.
const AT = '2026-11-20T10:00:00.000Z';
afterEach(async () => {
  await act(() => setLanguage('en'));
  localStorage.clear();
});

describe('useDates', () => {
  it('writes English as before: "20 Nov 2026, 3:30 pm", read in India', () => {
    const { result } = renderHook(() => useDates());
    expect(result.current.date(AT)).toBe('20 Nov 2026');
    expect(result.current.dateTime(AT)).toBe('20 Nov 2026, 3:30 pm');
    expect(result.current.time(AT)).toBe('3:30 pm');
    expect(result.current.date('2026-11-26')).toBe('26 Nov 2026');
  });

  it('follows a switch to Hindi: its month names, Latin digits', async () => {
    const { result } = renderHook(() => useDates());
    await act(() => setLanguage('hi'));
    expect(result.current.date('2026-11-26')).toBe('26 नव॰ 2026');
    expect(result.current.dateTime(AT)).toBe('20 नव॰ 2026, 3:30 pm');
  });
});
