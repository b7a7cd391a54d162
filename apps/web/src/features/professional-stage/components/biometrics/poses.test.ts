import { describe, expect, it } from 'vitest';
import { pendingPoses, photoPoses } from './poses';

describe('biometric poses', () => {
  it('asks for the five poses in order and removes the captured ones', () => {
    expect(pendingPoses([])).toEqual(['front', 'right', 'left', 'up', 'down']);
    expect(pendingPoses([{ pose: 'front' }, { pose: 'right' }])).toEqual(['left', 'up', 'down']);
    expect(pendingPoses([{ pose: 'front' }, { pose: 'left' }])).toEqual(['right', 'up', 'down']);
  });

  it('re-adds a deleted pose in its place', () => {
    const all = [{ pose: 'front' }, { pose: 'right' }, { pose: 'left' }, { pose: 'up' }, { pose: 'down' }];
    expect(pendingPoses(all)).toEqual([]);
    expect(pendingPoses(all.filter((p) => p.pose !== 'right'))).toEqual(['right']);
  });

  it('gives photos without a pose the free poses in order', () => {
    expect(pendingPoses([{ pose: null }, { pose: 'up' }])).toEqual(['right', 'left', 'down']);
    expect(photoPoses([{ pose: null }, { pose: 'up' }, {}])).toEqual(['front', 'up', 'right']);
    expect(pendingPoses(Array.from({ length: 6 }, () => ({})))).toEqual([]);
  });
});
