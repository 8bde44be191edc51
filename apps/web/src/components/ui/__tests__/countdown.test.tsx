import { describe, expect, it } from 'vitest';
import { formatCountdown } from '../countdown';

describe('formatCountdown', () => {
  it.each([
    [300, '05:00'],
    [299, '04:59'],
    [65, '01:05'],
    [9, '00:09'],
    [0, '00:00'],
    [-3, '00:00'],
  ])('shows %i seconds as %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
