import { lazy, Suspense } from 'react';
import { Spinner } from '../../feedback/Spinner';
import type { HistoryPanelProps } from './HistoryPanel';

/** The panel with its messages: a chunk of their own, loaded when a record's page first shows it. */
const Loaded = lazy(() =>
  Promise.all([import('./HistoryPanel'), import('./catalogue').then((m) => m.historyCatalogueReady)]).then(([m]) => ({ default: m.HistoryPanel })),
);

/**
 * The History panel of a production or time record (HistoryPanel.tsx), loaded on first use: the pages that only list
 * records (the job list, the reports) do without its code and messages.
 */
export function HistoryPanel(props: HistoryPanelProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <Loaded {...props} />
    </Suspense>
  );
}
export type { HistoryPanelProps } from './HistoryPanel';
