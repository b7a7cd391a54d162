/**
 * The portal's time zone (the server's PORTAL_TIME_ZONE, written into the page as a meta tag):
 * every date the web shows is in it, whatever the browser's own zone.
 */
export const PORTAL_TIME_ZONE =
  (typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLMetaElement>('meta[name="portal-time-zone"]')?.content) || 'America/Sao_Paulo';
