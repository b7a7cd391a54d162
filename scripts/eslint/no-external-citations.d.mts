import type { Rule } from 'eslint';

export function slugOf(heading: string): string;
export function citationProblems(text: string): string[];
export const noExternalCitations: Rule.RuleModule;
declare const plugin: { rules: Record<string, Rule.RuleModule> };
export default plugin;
