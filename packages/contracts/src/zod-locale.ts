import { z } from 'zod';

// Messages the catalogue does not cover (wrong types, bad enums) fall back to zod's Portuguese locale.
z.config(z.locales.pt());
