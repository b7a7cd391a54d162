import type { EventType } from '@portal/contracts';
import type { EventTypesRepository } from './event-types.repository.ts';

/** Event types (Congresso, Curso, Workshop, ...) that group a resume's events. */
export const createEventTypesService = (repo: EventTypesRepository) => ({
  list: (): Promise<EventType[]> => repo.list(),
  exists: (id: number): Promise<boolean> => repo.exists(id),
});

export type EventTypesService = ReturnType<typeof createEventTypesService>;
