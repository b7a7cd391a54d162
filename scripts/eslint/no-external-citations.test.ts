import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { noExternalCitations } from './no-external-citations.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('no-external-citations', noExternalCitations, {
  valid: [
    '/** Page size 10 (docs/spec/09-constants.md#pages). */ const a = 1;',
    '// The error shape of docs/spec/11-api-conventions.md#other-errors and docs/decisions/008.\nconst b = 2;',
    "describe('users routes (docs/spec/06-roles.md#role-matrix)', () => {});",
    "const t = 'Você não pode deletar a empresa caso a vagas existentes';",
    '// The bench seeds 100,000 rows; the code used to sign the step is spent.\nconst f = 6;',
    "it('keeps the random generator seeded', () => {});",
  ],
  invalid: [
    { code: '/** Page size 10 (SEED-SPEC §9). */ const a = 1;', errors: 2 },
    { code: '// The error shape of DECISIONS §2.\nconst b = 2;', errors: 2 },
    { code: '// Refused (issue 8).\nconst c = 3;', errors: 1 },
    { code: "it('checks the fields of §5', () => {});", errors: 1 },
    { code: '// See docs/spec/99-nothing.md.\nconst d = 4;', errors: 1 },
    { code: '// See docs/spec/04-states.md#no-such-heading.\nconst e = 5;', errors: 1 },
    // Built in two pieces so this file's own text does not use the old name.
    { code: `// The ${'se'}ed's PUT /hired.\nconst g = 7;`, errors: 1 },
    { code: '/** Previously a timer; formerly two. */ const h = 8;', errors: 1 },
    { code: '// This used to answer 403.\nconst i = 9;', errors: 1 },
  ],
});
