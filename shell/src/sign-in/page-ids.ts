/**
 * The elements of the sign-in page in index.html (src/sign-in): its content and its style sheet. The signed-in app
 * removes both at its first render (app/Root.tsx).
 */
export const SIGN_IN_PAGE_IDS = { content: 'sign-in', style: 'sign-in-style' } as const;
