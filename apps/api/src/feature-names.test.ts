import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const dirs = (path: string) =>
  readdirSync(new URL(path, root), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const files = (path: string) =>
  readdirSync(new URL(path, root))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => f.slice(0, -3));

const modules = new Set(dirs('apps/api/src/modules'));
const contracts = files('packages/contracts/src');
const features = dirs('apps/web/src/features');

/** Contracts files that are not a feature: shared pieces. */
const SHARED_CONTRACTS: Record<string, string> = {
  common: 'schemas every feature uses',
  constants: 'docs/spec/09-constants.md',
  helpers: 'label and format functions shared by api and web',
  index: 'the package entry',
  messages: 'the one message catalogue',
  'zod-locale': "zod's Portuguese messages",
  route: 'the route table helper (docs/decisions/024-route-table.md)',
  'api-routes': 'the route tables of every converted module, gathered',
};

/**
 * Names that differ today, each with the name it should take; a new feature uses one name in the
 * three places. An entry that no longer differs fails the test, so the list only shrinks.
 */
const KNOWN_MISMATCHES: Record<string, string> = {
  'contracts:courses': 'reference-data (courses are one of its kinds)',
  'contracts:hiring-board': 'pipeline (the board is the pipeline module)',
  'contracts:internship-amendments': 'internships',
  'contracts:internship-deadlines': 'internships',
  'contracts:internship-follow-up': 'internships',
  'contracts:internship-signing': 'internships',
  'contracts:resume': 'students (the resume is the student module and its item modules)',
  'contracts:stage-speech': 'stage',
  'web:accessibility': 'a static page, no API',
  'web:errors': 'error pages, no API',
  'web:complementary-hours': 'complementary-activities',
  'web:guidance': 'orientations (the student side of the same cards)',
  'web:professional-stage': 'stage',
  'web:stage-content': 'stage',
  'web:resume': 'students',
};

describe('one name per feature across api, contracts and web', () => {
  it('names each contracts file after an api module', () => {
    // `<module>-api.ts` is a module's route table in a file of its own (docs/decisions/024-route-table.md).
    const mismatches = contracts.filter((c) => !modules.has(c.replace(/-api$/, '')) && !(c in SHARED_CONTRACTS));
    expect(mismatches.map((c) => `contracts:${c}`).sort()).toEqual(
      Object.keys(KNOWN_MISMATCHES)
        .filter((k) => k.startsWith('contracts:'))
        .sort(),
    );
  });

  it('names each web feature after an api module', () => {
    const mismatches = features.filter((f) => !modules.has(f));
    expect(mismatches.map((f) => `web:${f}`).sort()).toEqual(
      Object.keys(KNOWN_MISMATCHES)
        .filter((k) => k.startsWith('web:'))
        .sort(),
    );
  });
});
