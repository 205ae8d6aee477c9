import { act, renderHook } from '@testing-library/react';
import { useMediaQuery } from './useMediaQuery';

/** A controllable matchMedia: one list per query, counting how often the hook subscribes. */
function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  let subscriptions = 0;
  const list = {
    get matches() {
      return matches;
    },
    addEventListener: (_: string, fn: () => void) => {
      subscriptions += 1;
      listeners.add(fn);
    },
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  window.matchMedia = jest.fn(() => list as unknown as MediaQueryList);
  return {
    subscriptions: () => subscriptions,
    listening: () => listeners.size,
    change(next: boolean) {
      matches = next;
      listeners.forEach((fn) => fn());
    },
  };
}

describe('useMediaQuery', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('follows the media query and subscribes once across re-renders', () => {
    const media = fakeMatchMedia(false);
    const { result, rerender, unmount } = renderHook(({ q }) => useMediaQuery(q), { initialProps: { q: '(max-width: 992px)' } });
    expect(result.current).toBe(false);
    rerender({ q: '(max-width: 992px)' });
    rerender({ q: '(max-width: 992px)' });
    expect(media.subscriptions()).toBe(1);
    act(() => media.change(true));
    expect(result.current).toBe(true);
    unmount();
    expect(media.listening()).toBe(0);
  });
});
