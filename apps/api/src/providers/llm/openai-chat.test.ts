import { describe, expect, it } from 'vitest';
import { unfence } from './openai-chat.ts';

describe('unfence', () => {
  it('takes the JSON out of a Markdown fence, with or without its language', () => {
    expect(unfence('```json\n{"a":1}\n```')).toBe('{"a":1}');
    expect(unfence('  ```\n{"a":1}```  ')).toBe('{"a":1}');
    expect(unfence('{"a":1}')).toBe('{"a":1}');
  });

  it('leaves an answer of spaces as nothing, and a lone fence as what follows it', () => {
    expect(unfence(' '.repeat(50_000))).toBe('');
    expect(unfence(`\`\`\`${' '.repeat(10_000)}x`)).toBe('x');
  });
});
