import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The names of the files a test's page saves (a blob link clicked), in order; jsdom saves
 * nothing. Call at the top of a test file: each test starts with none, and its spies and the
 * object URL stubs go after it.
 */
export function captureDownloads() {
  const saved: string[] = [];
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:download');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    saved.length = 0;
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
    vi.restoreAllMocks();
  });
  return saved;
}
