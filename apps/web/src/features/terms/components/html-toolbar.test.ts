import { describe, expect, it } from 'vitest';
import { applyTool, HTML_TOOLS } from './html-toolbar';

const tool = (label: string) => HTML_TOOLS.find((t) => t.label === label)!;

describe('applyTool', () => {
  it('wraps the selection and selects the wrapped text', () => {
    const r = applyTool('<p>Um texto</p>', 6, 11, tool('Negrito'));
    expect(r.text).toBe('<p>Um <strong>texto</strong></p>');
    expect(r.text.slice(...r.selection)).toBe('texto');
  });

  it('inserts a placeholder at the caret when nothing is selected', () => {
    const r = applyTool('<p>a</p>', 8, 8, tool('Título'));
    expect(r.text).toBe('<p>a</p><h2>Título</h2>');
    expect(r.text.slice(...r.selection)).toBe('Título');
  });
});
