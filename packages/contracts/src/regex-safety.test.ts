import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { checkSync } from 'recheck';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/**
 * Every regular expression literal of the contracts, the API and the web app may run on input from
 * the network (a request, an uploaded file, an LLM's answer), so none may take more than linear
 * time: recheck looks for inputs that make each one backtrack polynomially or exponentially
 * (docs/decisions/016-security-hardening.md). Tests are left out: they run on their own constants.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const SCANNED = ['packages/contracts/src', 'apps/api/src', 'apps/web/src'];

/**
 * Literals recheck flags that run only on trusted constants, by file and source, each with why.
 * A flagged literal missing here fails the test; an entry no longer found fails it too.
 */
const TRUSTED: Record<string, string> = {
  'apps/api/src/modules/analysis/analysis.service.ts /\\/+$/': 'APP_URL, a setting',
  'apps/api/src/modules/identity/saml.service.ts /(<(?:\\w+:)?SPSSODescriptor\\b[^>]*>)/':
    'the SP metadata node-saml writes',
  'apps/api/src/modules/internships/internships.deadlines.ts /\\/+$/': 'APP_URL, a setting',
  'apps/api/src/modules/internships/internships.documents.ts /\\/+$/': 'APP_URL, a setting',
  'apps/api/src/modules/internships/internships.jobs.ts /\\/+$/': 'APP_URL, a setting',
  'apps/api/src/modules/internships/internships.signatures.ts /\\/+$/': 'APP_URL, a setting',
  'apps/api/src/modules/pipeline/pipeline.jobs.ts /\\/+$/': 'APP_URL, a setting',
  'apps/api/src/modules/pipeline/pipeline.jobs.ts /<([^>]+)>/': 'MAIL_FROM, a setting',
  'apps/api/src/modules/students/sharing.service.ts /\\/+$/': 'APP_URL, a setting',
  'apps/api/src/providers/llm/openai-chat.ts /\\/+$/': 'LLM_BASE_URL / ASR_BASE_URL, settings',
  'apps/api/src/providers/university-gateway/http-gateway.ts /\\/+$/': 'UNIVERSITY_GATEWAY_URL, a setting',
  'apps/api/src/plugins/static-web.ts /<script>([\\s\\S]*?)<\\/script>/g': "the web build's own prerendered pages",
};

interface Literal {
  file: string;
  line: number;
  source: string;
  flags: string;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

const literals = (): Literal[] => {
  const found: Literal[] = [];
  for (const path of SCANNED.flatMap((dir) => sourceFiles(join(root, dir)))) {
    const name = relative(root, path);
    const file = ts.createSourceFile(name, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText(file);
        const end = text.lastIndexOf('/');
        const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
        found.push({ file: name, line, source: text.slice(1, end), flags: text.slice(end + 1) });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
};

describe('regular expressions of the contracts, the API and the web app', () => {
  const all = literals();
  const flagged = all
    .map((r) => ({ ...r, result: checkSync(r.source, r.flags) }))
    .filter((r) => r.result.status !== 'safe');
  const keyOf = (r: Literal) => `${r.file} /${r.source}/${r.flags}`;

  it('finds the literals it scans, in every part', () => {
    for (const dir of SCANNED) expect(all.filter((r) => r.file.startsWith(dir)).length, dir).toBeGreaterThan(5);
  });

  it('are all safe from catastrophic backtracking (recheck), but for the trusted ones', () => {
    const unsafe = flagged
      .filter((r) => !TRUSTED[keyOf(r)])
      .map(
        (r) =>
          `${r.file}:${r.line} /${r.source}/${r.flags}: ${r.result.status}${r.result.status === 'vulnerable' ? ` (${r.result.complexity.type})` : ''}`,
      );
    expect(unsafe).toEqual([]);
  });

  it('has no stale trusted entry', () => {
    const seen = new Set(flagged.map(keyOf));
    expect(Object.keys(TRUSTED).filter((key) => !seen.has(key))).toEqual([]);
  });

  it("and so is zod's e-mail pattern, which z.email() runs", () => {
    const email = z.regexes.email;
    expect(checkSync(email.source, email.flags).status).toBe('safe');
  });
});
