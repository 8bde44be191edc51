import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setLanguage } from '../i18n/i18n';
import { followLanguageInZod } from '../i18n/zod-language';

// Decision 0176: a check with no text of ours speaks the language on screen.
const tooLong = () => z.string().max(3).safeParse('abcd').error?.issues[0]?.message;

describe("zod's own messages", () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('follow the language on screen, and come back to English', async () => {
    followLanguageInZod();
    expect(tooLong()).toBe('Too big: expected string to have <=3 characters');
    await act(() => setLanguage('hi'));
    await vi.waitFor(() => expect(tooLong()).toBe('बहुत बड़ा: अपेक्षित था कि string में <=3 अक्षर हों'));
    await act(() => setLanguage('en'));
    expect(tooLong()).toBe('Too big: expected string to have <=3 characters');
  });

  it("leave the schemas' own texts alone", async () => {
    followLanguageInZod();
    await act(() => setLanguage('hi'));
    const schema = z.string().min(3, 'Give a reason (at least 3 characters)');
    await vi.waitFor(() => expect(tooLong()).toMatch(/^बहुत बड़ा/));
    expect(schema.safeParse('a').error?.issues[0]?.message).toBe(
      'Give a reason (at least 3 characters)',
    );
  });
});
