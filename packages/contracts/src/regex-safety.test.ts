import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { checkSync } from 'recheck';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/**
 * Every regular expression of the contracts runs on input from the network (the API validates with
 * these schemas), so none may take more than linear time: recheck looks for inputs that make each
 * one backtrack polynomially or exponentially (docs/decisions/016-security-hardening.md).
 */
const dir = dirname(fileURLToPath(import.meta.url));

const literals = (): Array<{ where: string; source: string; flags: string }> => {
  const found: Array<{ where: string; source: string; flags: string }> = [];
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const file = ts.createSourceFile(name, readFileSync(join(dir, name), 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText(file);
        const end = text.lastIndexOf('/');
        const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
        found.push({ where: `${name}:${line}`, source: text.slice(1, end), flags: text.slice(end + 1) });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
};

describe('regular expressions of the contracts', () => {
  const all = literals();

  it('finds the literals it scans', () => {
    expect(all.length).toBeGreaterThan(5);
  });

  it('are all safe from catastrophic backtracking (recheck)', () => {
    const unsafe = all
      .map((r) => ({ ...r, result: checkSync(r.source, r.flags) }))
      .filter((r) => r.result.status !== 'safe')
      .map(
        (r) =>
          `${r.where} /${r.source}/${r.flags}: ${r.result.status}${r.result.status === 'vulnerable' ? ` (${r.result.complexity.type})` : ''}`,
      );
    expect(unsafe).toEqual([]);
  });

  it("and so is zod's e-mail pattern, which z.email() runs", () => {
    const email = z.regexes.email;
    expect(checkSync(email.source, email.flags).status).toBe('safe');
  });
});
