// What Radix primitives need from a browser that jsdom lacks. Import it first in a UI test file that
// starts with `// @vitest-environment jsdom`; it also unmounts rendered trees after each test.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// findBy* waits for lazily loaded menus and dialogs: their first import is transformed on demand, which
// takes seconds on a busy two-core CI machine (the library's default is one second).
configure({ asyncUtilTimeout: 10_000 });
// A UI test renders, types and clicks for real, and its findBy* may wait the 10 s above: Vitest's 5 s
// default would end it first on a busy machine (dropdown-menu and template-editor did, issue 39).
vi.setConfig({ testTimeout: 30_000 });

const g = globalThis as unknown as Record<string, unknown>;
g.ResizeObserver ??= ResizeObserverStub;
g.IS_REACT_ACT_ENVIRONMENT = true;

const proto = Element.prototype as unknown as Record<string, unknown>;
proto.hasPointerCapture ??= () => false;
proto.setPointerCapture ??= () => {};
proto.releasePointerCapture ??= () => {};
proto.scrollIntoView ??= () => {};

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => cleanup());
