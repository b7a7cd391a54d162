import { describe, expect, it } from 'vitest';
import { externalLinkProps } from './external-link';

describe('externalLinkProps', () => {
  it('opens web pages in a new tab and e-mail addresses in place', () => {
    expect(externalLinkProps('https://ajuda.demo.edu.br')).toEqual({
      href: 'https://ajuda.demo.edu.br',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(externalLinkProps('mailto:suporte@demo.edu.br?subject=x')).toEqual({
      href: 'mailto:suporte@demo.edu.br?subject=x',
    });
    expect(externalLinkProps('MAILTO:a@b.c')).toEqual({ href: 'MAILTO:a@b.c' });
    expect(externalLinkProps(undefined)).toEqual({});
  });
});
