/**
 * What a feature app keeps on this device for the signed-in user that the server does not have yet (the field app's
 * queued timecards), said before a Log Out. A feature app registers a warning when its route table loads; Log Out
 * (shell/src/features/logout) asks them all and, when one has something to say, lets the user stay signed in or log
 * out anyway. Only the user's own Log Out asks: a session the server ended (expired, revoked) ends without a question.
 */

/** A sentence in the page's language saying what waits (e.g. "2 timecards are waiting to be sent."), or null. */
export type SignOutWarning = () => Promise<string | null>;

const warnings = new Set<SignOutWarning>();

/** Registers a warning (once per function); returns its removal. */
export function registerSignOutWarning(warning: SignOutWarning): () => void {
  warnings.add(warning);
  return () => {
    warnings.delete(warning);
  };
}

/**
 * What the registered warnings say now. A warning that fails says nothing: nothing is lost by signing out (what waits
 * stays on the device for that user), so a broken check must not keep anyone signed in.
 */
export async function signOutWarnings(): Promise<string[]> {
  const said = await Promise.all([...warnings].map((warning) => warning().catch(() => null)));
  return said.filter((text): text is string => typeof text === 'string' && text.length > 0);
}
