/**
 * The `lazy` of the `/signup` route. The route sets import this small module, not the page: the
 * signed-out set is part of the login route's JavaScript, and importing the page there would list
 * every chunk the page needs (docs/decisions/002-web-initial-load.md).
 */
export const lazySignupPage = async () => ({ Component: (await import('./signup-page')).SignupPage });
