// A test that makes the code under test call console.error fails: errors must be handled, not printed.
import { afterEach, beforeEach, vi } from 'vitest';

let calls: unknown[][] = [];

beforeEach(() => {
  calls = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (calls.length) {
    const first = calls[0]!.map((part) => (part instanceof Error ? part.stack : String(part))).join(' ');
    throw new Error(`console.error was called ${calls.length}×; first: ${first}`);
  }
});
