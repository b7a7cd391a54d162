import { MemoryRouter } from 'react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bookmarkMessages } from '@portal/contracts';
import { SearchJobsEmpty } from './search-jobs-empty';

afterEach(cleanup);

describe('SearchJobsEmpty', () => {
  it("says the list is empty and 'Buscar vagas' leads back to the search", () => {
    render(
      <MemoryRouter initialEntries={['/minhas-vagas']}>
        <SearchJobsEmpty
          message={bookmarkMessages.empty}
          hint="Use o marcador das vagas na busca para guardá-las aqui."
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Nenhuma vaga salva')).toBeTruthy();
    expect(screen.getByText('Use o marcador das vagas na busca para guardá-las aqui.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buscar vagas' }).getAttribute('href')).toBe('/');
  });
});
