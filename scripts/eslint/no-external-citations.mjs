// Local ESLint rule: comments cite only documents in the repository (docs/spec/README.md).
// A comment may not cite the documents the spec was written from, nor an issue number, and a
// `docs/spec/NN-*.md#anchor` citation must point at a file and a heading that exist, so a renamed
// heading cannot leave its citations dangling. Decision records are not checked: a change may
// cite the record it is still writing.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Patterns that name a document outside the repository. */
const FORBIDDEN = [
  { re: /SEED-SPEC/, what: 'the seed specification' },
  { re: /DECISIONS(?:\.md|\s*§)/, what: 'the seed decisions' },
  { re: /§\s*\d/, what: 'a numbered section of a document outside the repository' },
  { re: /\bissues?\s+#?\d+/i, what: 'an issue number' },
];

/** Comments say why, in the present tense: no story of the code, no old name for the spec. */
const HISTORY = [
  { re: /\bthe\s+seed(?:'s)?\b(?![-\w])/i, what: 'an old name of the spec: the spec is docs/spec' },
  { re: /\b(?:previously|formerly|used to (?:be|mean|read|answer|return|show))\b/i, what: 'history' },
  { re: /\bbefore (?:this|the) (?:change|fix|refactor)/i, what: 'history' },
];

/** What a comment (not a string) says that only a commit message should: empty when nothing. */
export function historyProblems(text) {
  return HISTORY.flatMap(({ re, what }) => {
    const m = re.exec(text);
    return m ? [`'${m[0]}' tells ${what}; say why, in the present tense`] : [];
  });
}

/** GitHub's heading slug: lower case, punctuation dropped, spaces to hyphens. */
export function slugOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-');
}

let specCache;
/** docs/spec file name -> the set of its anchors. */
function specAnchors() {
  if (!specCache) {
    specCache = new Map();
    for (const name of readdirSync(join(ROOT, 'docs/spec'))) {
      if (!name.endsWith('.md')) continue;
      const text = readFileSync(join(ROOT, 'docs/spec', name), 'utf8');
      const anchors = new Set();
      for (const m of text.matchAll(/^#{1,6} (.+)$/gm)) anchors.add(slugOf(m[1]));
      specCache.set(name, anchors);
    }
  }
  return specCache;
}

/** What is wrong with one comment's text, as messages; empty when nothing is. */
export function citationProblems(text) {
  const problems = [];
  for (const { re, what } of FORBIDDEN) {
    const m = re.exec(text);
    if (m) problems.push(`'${m[0]}' cites ${what}; cite docs/spec/NN-*.md#anchor or docs/decisions/NNN`);
  }
  for (const m of text.matchAll(/docs\/spec\/([\w.-]+\.md)(?:#([\p{L}\p{N}_-]+))?/gu)) {
    const anchors = specAnchors().get(m[1]);
    if (!anchors) problems.push(`docs/spec/${m[1]} does not exist`);
    else if (m[2] && !anchors.has(m[2])) problems.push(`docs/spec/${m[1]} has no heading #${m[2]}`);
  }
  return problems;
}

export const noExternalCitations = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments cite only docs/spec and docs/decisions, never the seed or an issue' },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      for (const message of citationProblems(text)) context.report({ node, message });
    };
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          check(comment, comment.value);
          for (const message of historyProblems(comment.value)) context.report({ node: comment, message });
        }
      },
      // Test titles are read like comments.
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};

export default { rules: { 'no-external-citations': noExternalCitations } };
