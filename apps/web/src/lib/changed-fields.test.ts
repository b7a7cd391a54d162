import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

describe('changedFields (docs/spec/05-validation.md#users: edits send only the changed fields)', () => {
  it('keeps only what differs, after trimming', () => {
    expect(
      changedFields(
        { name: ' Ana ', email: 'b@c.d', is_active: true },
        { name: 'Ana', email: 'a@c.d', is_active: true },
      ),
    ).toEqual({ email: 'b@c.d' });
  });

  it("treats null, undefined and '' as the same empty value", () => {
    expect(changedFields({ site: '', about: null, area: undefined }, { site: null, about: '', area: '' })).toEqual({});
    expect(changedFields({ site: 'x.com' }, { site: null })).toEqual({ site: 'x.com' });
  });
});
