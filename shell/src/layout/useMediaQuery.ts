import { useCallback, useSyncExternalStore } from 'react';

/** True while the CSS media query matches. */
export function useMediaQuery(query: string): boolean {
  // A stable subscribe: a new function on every render would make React unsubscribe and subscribe each time.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}
