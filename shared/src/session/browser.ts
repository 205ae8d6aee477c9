/** Page-level side effects, in one place so that tests can replace them. */
export const browser = {
  /** Reloads the page (after sign-out, a company switch or an expired session). */
  reload(): void {
    window.location.reload();
  },
  /**
   * Leaves any route for the sign-in screen, then reloads. The route's history entry is replaced, not kept: Back
   * after the next sign-in must not come to /logout again (it would sign that user out).
   */
  reloadToSignIn(): void {
    window.location.replace('#/');
    window.location.reload();
  },
};
