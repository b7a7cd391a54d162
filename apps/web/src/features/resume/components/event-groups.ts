/** An event as both the private and the public resume carry it. */
export interface GroupableEvent {
  title: string;
  sponsor: string;
  started: string;
  event_type: { name: string } | null;
}

export interface EventGroup<E extends GroupableEvent> {
  name: string;
  events: E[];
}

/**
 * docs/spec/03-entities.md#event-type: without event types, events are grouped into conferences, courses and workshops by
 * keywords in the title or sponsor. Workshops are checked first: 'minicurso' is a workshop.
 */
const KEYWORD_GROUPS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'Workshops', pattern: /workshop|oficina|minicurso|hackathon/i },
  {
    name: 'Conferências',
    pattern:
      /congress|confer[eê]ncia|simp[oó]sio|semin[aá]rio|f[oó]rum|encontro|jornada|semana acad[eê]mica|palestra|summit/i,
  },
  {
    name: 'Cursos',
    pattern: /curso|treinamento|capacita[cç][aã]o|forma[cç][aã]o|bootcamp|certifica[cç][aã]o|especializa[cç][aã]o/i,
  },
];
export const OTHER_EVENTS = 'Outros eventos';

export const keywordGroup = (event: Pick<GroupableEvent, 'title' | 'sponsor'>): string =>
  KEYWORD_GROUPS.find((g) => g.pattern.test(event.title) || g.pattern.test(event.sponsor))?.name ?? OTHER_EVENTS;

/**
 * Events grouped by their type's name (or the keyword rule when an event has no type), groups in
 * alphabetical order with 'Outros eventos' last, newest event first inside each group.
 */
export const groupEvents = <E extends GroupableEvent>(events: readonly E[]): EventGroup<E>[] => {
  const groups = new Map<string, E[]>();
  for (const event of events) {
    const name = event.event_type?.name.trim() || keywordGroup(event);
    groups.set(name, [...(groups.get(name) ?? []), event]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === OTHER_EVENTS ? 1 : b === OTHER_EVENTS ? -1 : a.localeCompare(b, 'pt-BR')))
    .map(([name, list]) => ({ name, events: [...list].sort((a, b) => b.started.localeCompare(a.started)) }));
};
