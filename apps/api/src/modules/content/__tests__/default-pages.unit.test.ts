import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_PAGES } from '../services/default-pages';

describe("the demo company's default pages", () => {
  it('write no date of their own: a page shows the date its record last changed', () => {
    const dated = DEFAULT_CONTENT_PAGES.filter((page) =>
      /last (updated|revised|modified):?\s+\d/i.test(page.body),
    );
    expect(dated.map((page) => page.slug)).toEqual([]);
  });
});
