import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchFacets } from './search-facets';

afterEach(cleanup);

const facets = {
  contract_types: [
    { id: 1, name: 'CLT', count: 7 },
    { id: 2, name: 'Estágio', count: 3 },
  ],
  knowledge_areas: [],
  states: [{ value: 'PR', count: 10 }],
  work_modes: [{ value: 'Remoto', count: 4 }],
};
const none = { contract_types_id: [], knowledge_areas_id: [], work_mode: [] };

describe('SearchFacets', () => {
  it('shows each value with its count, and a chip adds its value to the filter', () => {
    const onChange = vi.fn();
    render(<SearchFacets facets={facets} selected={none} onChange={onChange} />);
    expect(screen.queryByRole('group', { name: 'Área' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Estágio (3)' }));
    expect(onChange).toHaveBeenCalledWith('contract_types_id', ['2']);
    fireEvent.click(screen.getByRole('button', { name: 'Remoto (4)' }));
    expect(onChange).toHaveBeenCalledWith('work_mode', ['Remoto']);
  });

  it('marks a chosen chip pressed, and clicking it takes its value away', () => {
    const onChange = vi.fn();
    render(<SearchFacets facets={facets} selected={{ ...none, contract_types_id: ['1', '2'] }} onChange={onChange} />);
    const clt = screen.getByRole('button', { name: 'CLT (7)' });
    expect(clt.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(clt);
    expect(onChange).toHaveBeenCalledWith('contract_types_id', ['2']);
  });
});
