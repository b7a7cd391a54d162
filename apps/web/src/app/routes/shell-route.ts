/**
 * The signed-in shell (top bar, drawer, footer). Lazy, like the pages: the router loads the lazy
 * routes of a match together, so the shell's chunks and the page's download side by side instead
 * of the page waiting for the role's route file and every static import of the shell. Its own
 * module: the list of the shell's chunks that comes with the dynamic import stays off the
 * signed-out routes (the login screens' 170 KB budget, docs/decisions/002).
 */
export const lazyShell = async () => ({ Component: (await import('../shell/app-shell')).AppShell });
