import { z } from 'zod';

/**
 * Messages the catalogue does not cover (wrong types, bad enums) fall back to zod's Portuguese
 * locale. A function, not a bare side effect, so bundles that treat this package as free of side
 * effects (the web build does) still run it where they call it.
 */
let configured = false;
export const configureZodLocale = (): void => {
  if (configured) return;
  configured = true;
  z.config(z.locales.pt());
};
