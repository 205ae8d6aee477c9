/** Page-level side effects, in one place so that tests can replace them. */
export const browser = {
  /** Reloads the page (after sign-out, a company switch or an expired session). */
  reload(): void {
    window.location.reload();
  },
  /** Leaves any route for the sign-in screen, then reloads. */
  reloadToSignIn(): void {
    window.location.hash = '#/';
    window.location.reload();
  },
};
