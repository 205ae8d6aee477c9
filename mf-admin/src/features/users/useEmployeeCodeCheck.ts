import { useCallback, useRef, useState } from 'react';
import { isEmployeeCodeFree } from '@groundwork/shared/api';

/** Where the uniqueness check of the employee code stands. Only 'unique' lets the form be submitted. */
export type CodeStatus = 'unchecked' | 'checking' | 'unique' | 'taken' | 'failed';

/**
 * The employee code check of the user form (spec 01 §2, §5): the code is checked against the company's users
 * when the field loses focus; any change makes it unchecked again, except going back to the code last found
 * unique. `confirmedCode` starts as the edited user's own code, which needs no check.
 */
export function useEmployeeCodeCheck(options: { excludeId?: number; confirmedCode?: string | null }) {
  const { excludeId } = options;
  const [status, setStatus] = useState<CodeStatus>(options.confirmedCode ? 'unique' : 'unchecked');
  const confirmed = useRef<string | null>(options.confirmedCode ?? null);
  const latest = useRef(0);

  /** Tell the check that the code was typed (or loaded). */
  const changed = useCallback((code: string) => {
    latest.current += 1; // an answer still on its way is for an older code
    setStatus(confirmed.current !== null && code.trim() === confirmed.current ? 'unique' : 'unchecked');
  }, []);

  /** Run the check (on blur); an empty code stays unchecked: the required rule speaks for it. */
  const check = useCallback(
    async (code: string) => {
      const trimmed = code.trim();
      if (!trimmed) {
        setStatus('unchecked');
        return;
      }
      const ticket = ++latest.current;
      setStatus('checking');
      try {
        const free = await isEmployeeCodeFree(trimmed, excludeId);
        if (ticket !== latest.current) return;
        if (free) confirmed.current = trimmed;
        setStatus(free ? 'unique' : 'taken');
      } catch {
        if (ticket === latest.current) setStatus('failed');
      }
    },
    [excludeId],
  );

  return { status, changed, check };
}
