import { readFileSync } from 'node:fs';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from './admin-routes';
import { mfaSetupRoutes } from './mfa-setup-routes';
import { passwordChangeRoutes } from './password-change-routes';
import { representativeRoutes } from './representative-routes';
import { signedOutRoutes } from './signed-out-routes';
import { studentRoutes } from './student-routes';

const SCREENS = readFileSync(new URL('../../../../../docs/spec/02-screens.md', import.meta.url), 'utf8');

/** Every path a route set serves, as docs/spec writes it: `/estagios/{id}`. */
const pathsOf = (routes: RouteObject[], prefix = ''): string[] =>
  routes.flatMap((route) => {
    const own = route.path ?? '';
    const full = own.startsWith('/') ? own : `${prefix.replace(/\/$/, '')}/${own}`;
    const here = route.path && route.path !== '*' ? [full.replace(/:(\w+)/g, '{$1}')] : [];
    return [...here, ...pathsOf(route.children ?? [], route.path ? full : prefix)];
  });

const SETS = {
  'signed-out': signedOutRoutes,
  student: studentRoutes,
  representative: representativeRoutes,
  admin: adminRoutes,
  'password-change': passwordChangeRoutes,
  'mfa-setup': mfaSetupRoutes,
};

describe('docs/spec/02-screens.md describes every web route', () => {
  it('reads the paths of the route sets', () => {
    expect(pathsOf(adminRoutes)).toEqual(expect.arrayContaining(['/', '/auditoria', '/estagios/{id}']));
  });

  for (const [set, routes] of Object.entries(SETS)) {
    it(`names each path of the ${set} routes`, () => {
      const paths = [...new Set(pathsOf(routes))];
      const missing = paths.filter((path) => !SCREENS.includes(`\`${path}\``));
      expect(missing).toEqual([]);
    });
  }
});
