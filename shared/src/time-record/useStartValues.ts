import { useEffect, useRef, useState } from 'react';
import type { Production } from '@groundwork/shared/domain';
import { valuesFromRecord, type TimeRecordValues } from './form-model';

export interface StartValuesOptions {
  /** An edit route: the form starts from the loaded record. */
  isEdit: boolean;
  record: Production | undefined;
  /** An add route: whether what `start` needs is loaded (e.g. the work types a link names). */
  ready: boolean;
  /** The values of an add route (a link's prefill, a queued timecard), once `ready`. */
  start: () => TimeRecordValues | Promise<TimeRecordValues>;
  setValues: (values: TimeRecordValues) => void;
}

/**
 * Puts the form's first values in once: the edited record's, or on an add route those `start` gives when `ready`.
 * Answers whether that happened (the form shows a spinner until then).
 */
export function useStartValues({ isEdit, record, ready, start, setValues }: StartValuesOptions): boolean {
  const [started, setStarted] = useState(false);
  const latest = useRef({ start, setValues });
  latest.current = { start, setValues };
  useEffect(() => {
    if (started) return undefined;
    if (isEdit) {
      if (record) {
        latest.current.setValues(valuesFromRecord(record));
        setStarted(true);
      }
      return undefined;
    }
    if (!ready) return undefined;
    let live = true;
    void Promise.resolve(latest.current.start()).then((values) => {
      if (!live) return;
      latest.current.setValues(values);
      setStarted(true);
    });
    return () => {
      live = false;
    };
  }, [isEdit, record, ready, started]);
  return started;
}
