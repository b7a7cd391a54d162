// The architecture as import-x zones (docs/decisions/015-spec-boundaries-one-way.md). Zones are
// worked out from the folders at lint time, so a new feature or module is covered at once.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const WEB = 'apps/web/src';
const API = 'apps/api/src';

const foldersOf = (dir) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** A feature never imports another feature; shared pieces live in components/ or lib/. */
const featureZones = () =>
  foldersOf(`${WEB}/features`).map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move the shared piece to components/ or lib/.',
  }));

/** Shared code stays below the features and the app shell. */
const sharedZones = () =>
  ['components', 'lib'].map((dir) => ({
    target: `${WEB}/${dir}`,
    from: [`${WEB}/features`, `${WEB}/app`],
    message: `${dir}/ is shared: it imports neither features/ nor app/.`,
  }));

/**
 * API modules reach each other through services (and types); a module's repositories, routes and
 * SQL are its own. Each module says what it contributes in its `<x>.module.ts`; `src/platform.ts` builds them all.
 */
const moduleZones = () =>
  foldersOf(`${API}/modules`).map((module) => ({
    target: `${API}/modules/${module}`,
    from: [`${API}/modules/*/**/*.{repository,routes,sql}.ts`],
    except: [join(ROOT, `${API}/modules/${module}/**`)],
    message: "Call the other module's service; its repository and routes are its own.",
  }));

/** Tables are reached through a repository only. */
const schemaZones = () => [
  {
    target: `${API}/modules/**/*.{service,routes,access}.ts`,
    from: `${API}/db/schema`,
    message: 'Services and routes reach the tables through their repository.',
  },
  {
    target: `${API}/lib`,
    from: [`${API}/modules`, `${API}/plugins`, `${API}/providers`],
    message: 'lib/ imports no module, plugin or provider.',
  },
];

/** Every zone; tests may set up another module's rows through its repository. */
export const restrictedPathZones = ({ tests = false } = {}) => [
  ...featureZones(),
  ...sharedZones(),
  ...(tests ? [] : moduleZones()),
  ...schemaZones(),
];
