import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { lazyFrom, preloadable } from './preloadable';

const Board = () => <p>Quadro</p>;
const tree = (Lazy: ComponentType) => (
  <Suspense fallback={<p>Carregando</p>}>
    <Lazy />
  </Suspense>
);

describe('lazyFrom', () => {
  afterEach(cleanup);

  it('renders a module that already loaded in the first pass, without its fallback', async () => {
    const module = preloadable(async () => ({ Board }));
    await module.load();
    render(tree(lazyFrom(module, (m) => m.Board)));
    // Synchronously: React.lazy over the same promise would show 'Carregando' first.
    expect(screen.getByText('Quadro')).toBeTruthy();
    expect(screen.queryByText('Carregando')).toBeNull();
  });

  it('shows the fallback while the module loads, then the component', async () => {
    let resolve: (m: { Board: typeof Board }) => void = () => undefined;
    const module = preloadable(() => new Promise<{ Board: typeof Board }>((r) => (resolve = r)));
    render(tree(lazyFrom(module, (m) => m.Board)));
    expect(screen.getByText('Carregando')).toBeTruthy();
    resolve({ Board });
    expect(await screen.findByText('Quadro')).toBeTruthy();
  });

  it('loads once, and again after a failed download', async () => {
    let calls = 0;
    const module = preloadable(async () => {
      calls += 1;
      if (calls === 1) throw new Error('chunk');
      return { Board };
    });
    await expect(module.load()).rejects.toThrow('chunk');
    expect(module.loaded).toBeUndefined();
    const [a, b] = await Promise.all([module.load(), module.load()]);
    expect(a).toBe(b);
    expect(calls).toBe(2);
    expect(module.loaded?.Board).toBe(Board);
  });
});
