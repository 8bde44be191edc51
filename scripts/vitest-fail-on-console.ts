import { afterEach, vi } from 'vitest';

// A stray console.error or console.warn is a bug the test did not expect: fail the test.
const messages: string[] = [];
for (const level of ['error', 'warn'] as const) {
  vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
    messages.push(`console.${level}: ${args.map(String).join(' ')}`);
  });
}
afterEach(() => {
  if (messages.length === 0) return;
  const found = messages.splice(0).join('\n');
  throw new Error(`Unexpected console output:\n${found}`);
});
