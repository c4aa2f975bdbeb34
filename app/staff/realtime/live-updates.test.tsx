// @vitest-environment jsdom
import '../../../tests/support/ui-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveUpdates, RECONNECT_DELAYS_MS, useRecentlyChanged } from './live-updates';
import { rememberOwnChange } from './own-changes';

/** A stand-in for the browser's EventSource that the test drives. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((message: { data: string }) => void)[]>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (message: { data: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data) });
  }
  static latest(): FakeEventSource {
    return FakeEventSource.all.at(-1)!;
  }
}

function Row({ id }: { id: string }) {
  return <p data-testid={id} data-changed={useRecentlyChanged(id) ? 'yes' : 'no'} />;
}

let loads = 0;
function renderLive() {
  const Stub = createRoutesStub([
    {
      path: '/app',
      HydrateFallback: () => null,
      loader: () => {
        loads += 1;
        return null;
      },
      Component: () => (
        <LiveUpdates>
          <Row id="b-1" />
        </LiveUpdates>
      ),
    },
  ]);
  render(<Stub initialEntries={['/app']} />);
}

const hint = () => screen.queryByText(/Offline – Änderungen erscheinen erst nach der Wiederverbindung/);
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
let online = true;
let onLineSpy: { mockRestore: () => void } | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.all = [];
  loads = 0;
  online = true;
  vi.stubGlobal('EventSource', FakeEventSource);
  onLineSpy = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  onLineSpy?.mockRestore();
});

async function connected() {
  renderLive();
  await advance(0);
  expect(FakeEventSource.all).toHaveLength(1);
  expect(FakeEventSource.latest().url).toBe('/app/events');
  await act(async () => FakeEventSource.latest().onopen!());
  const before = loads;
  return { loadsBefore: before };
}

/** Counts its mounts: a remount would lose the screen's state (and repeat its effects). */
let mounts = 0;
function Counted() {
  useState(() => (mounts += 1));
  return <Row id="b-1" />;
}

describe('LiveUpdates', () => {
  it('opens no stream while disabled, and turning it on connects without remounting the screen below', async () => {
    mounts = 0;
    const Stub = createRoutesStub([
      {
        path: '/app',
        HydrateFallback: () => null,
        Component: () => {
          const [on, setOn] = useState(false);
          return (
            <>
              <button onClick={() => setOn((value) => !value)}>umschalten</button>
              <LiveUpdates enabled={on}>
                <Counted />
              </LiveUpdates>
            </>
          );
        },
      },
    ]);
    render(<Stub initialEntries={['/app']} />);
    await advance(0);
    const toggle = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'umschalten' })));
    expect(FakeEventSource.all).toHaveLength(0);
    await toggle();
    expect(FakeEventSource.all).toHaveLength(1);
    expect(mounts).toBe(1);
    await toggle();
    expect(FakeEventSource.latest().closed).toBe(true);
    expect(mounts).toBe(1);
  });

  it('revalidates once for a burst of changes and highlights the changed record briefly', async () => {
    const { loadsBefore } = await connected();
    const source = FakeEventSource.latest();
    await act(async () => {
      source.emit('change', { entity: 'booking', kind: 'update', id: 'b-1' });
      source.emit('change', { entity: 'driver', kind: 'update', id: 'd-1' });
    });
    expect(screen.getByTestId('b-1').dataset.changed).toBe('yes');
    await advance(299);
    expect(loads).toBe(loadsBefore);
    await advance(50);
    expect(loads).toBe(loadsBefore + 1);
    await advance(8000);
    expect(screen.getByTestId('b-1').dataset.changed).toBe('no');
    expect(hint()).toBeNull();
  });

  it('does not revalidate a second time for the echo of its own action, before or after the answer arrives', async () => {
    const { loadsBefore } = await connected();
    const source = FakeEventSource.latest();
    // The answer came first: the echo is ignored at once.
    rememberOwnChange('origin-answered');
    await act(async () =>
      source.emit('change', { entity: 'booking', kind: 'update', id: 'b-1', origin: 'origin-answered' }),
    );
    expect(screen.getByTestId('b-1').dataset.changed).toBe('no');
    await advance(400);
    expect(loads).toBe(loadsBefore);
    // The echo came first: the answer arrives within the debounce, so nothing more is loaded.
    await act(async () =>
      source.emit('change', { entity: 'booking', kind: 'update', id: 'b-2', origin: 'origin-later' }),
    );
    await advance(100);
    rememberOwnChange('origin-later');
    await advance(300);
    expect(loads).toBe(loadsBefore);
    // Another tab's change (another origin) in the same burst as an own echo still revalidates, once.
    await act(async () => {
      source.emit('change', { entity: 'booking', kind: 'update', id: 'b-3', origin: 'origin-mine' });
      source.emit('change', { entity: 'driver', kind: 'update', id: 'd-1', origin: 'origin-of-another-tab' });
    });
    rememberOwnChange('origin-mine');
    await advance(400);
    expect(loads).toBe(loadsBefore + 1);
  });

  it('shows the offline hint after an error and reconnects after 1, 2, 5 and 10 s; a new connection revalidates', async () => {
    expect(RECONNECT_DELAYS_MS).toEqual([1000, 2000, 5000, 10_000]);
    const { loadsBefore } = await connected();
    for (const delay of [...RECONNECT_DELAYS_MS, 10_000]) {
      const count = FakeEventSource.all.length;
      await act(async () => FakeEventSource.latest().onerror!());
      expect(FakeEventSource.all[count - 1]!.closed).toBe(true);
      expect(hint()).not.toBeNull();
      await advance(delay - 1);
      expect(FakeEventSource.all).toHaveLength(count);
      await advance(1);
      expect(FakeEventSource.all).toHaveLength(count + 1);
    }
    await act(async () => FakeEventSource.latest().onopen!());
    expect(hint()).toBeNull();
    await advance(300);
    expect(loads).toBe(loadsBefore + 1);
    // After a success the back-off starts again at 1 s.
    const count = FakeEventSource.all.length;
    await act(async () => FakeEventSource.latest().onerror!());
    await advance(1000);
    expect(FakeEventSource.all).toHaveLength(count + 1);
  });

  it('reconnects after a silence longer than heartbeat plus grace (a dead connection)', async () => {
    await connected();
    await advance(30_000);
    expect(FakeEventSource.all).toHaveLength(1);
    await advance(10_000);
    expect(FakeEventSource.all[0]!.closed).toBe(true);
    expect(hint()).not.toBeNull();
  });

  it('shows the hint as soon as the browser goes offline, waits for the network and reconnects at once', async () => {
    await connected();
    online = false;
    await act(async () => void window.dispatchEvent(new Event('offline')));
    expect(FakeEventSource.all[0]!.closed).toBe(true);
    expect(hint()).not.toBeNull();
    await advance(30_000);
    expect(FakeEventSource.all).toHaveLength(1);
    online = true;
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(FakeEventSource.all).toHaveLength(2);
    await act(async () => FakeEventSource.latest().onopen!());
    expect(hint()).toBeNull();
  });

  it('stops when the session has ended and lets the loader decide (sign-in page)', async () => {
    const { loadsBefore } = await connected();
    await act(async () => FakeEventSource.latest().emit('session-ended', {}));
    expect(FakeEventSource.all[0]!.closed).toBe(true);
    await advance(0);
    expect(loads).toBe(loadsBefore + 1);
    await act(async () => FakeEventSource.all[0]!.onerror?.());
    await advance(20_000);
    expect(FakeEventSource.all).toHaveLength(1);
  });
});
