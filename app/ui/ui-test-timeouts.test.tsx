// @vitest-environment jsdom
// UI tests must not depend on the machine's speed (issue 39): on a busy two-core machine the dropdown-menu
// and template-editor tests ran past Vitest's 5 s default. tests/support/ui-dom.ts gives every UI test that
// clicks or waits the time its waits need; this keeps that so.
import '../../tests/support/ui-dom';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('UI test timeouts', () => {
  it('allow a UI test more than the 10 s its findBy* may wait', ({ task }) => {
    expect(task.timeout).toBeGreaterThanOrEqual(30_000);
  });

  it('apply to every test that clicks or waits like a user (it imports tests/support/ui-dom)', () => {
    const missing = testFiles('app').filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /@testing-library\/user-event|\bfindBy|\bwaitFor\(/.test(text) && !text.includes('tests/support/ui-dom');
    });
    expect(missing).toEqual([]);
  });
});
