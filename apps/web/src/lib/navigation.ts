/**
 * Navigation for code that runs outside React Router (API client, session store). The mounted
 * router registers its `navigate`; before that, or while the route set is being swapped, plain
 * history is used and the next router starts at the new location.
 */
type Navigate = (to: string, options: { replace: boolean }) => unknown;

let navigator: Navigate | null = null;

export const registerNavigator = (navigate: Navigate): (() => void) => {
  navigator = navigate;
  return () => {
    if (navigator === navigate) navigator = null;
  };
};

/** Moves to `to` with the current router when it stays mounted. */
export const navigateWithRouter = (to: string): void => {
  if (navigator) void navigator(to, { replace: true });
  else window.history.replaceState(null, '', to);
};

/** Sets the address bar before the route set changes, so the next router starts there. */
export const setLocationBeforeRouteSetChange = (to: string): void => {
  if (window.location.pathname + window.location.search !== to) {
    window.history.replaceState(null, '', to);
  }
};
