import type { ReferenceKind } from '@portal/contracts';

export interface KindText {
  title: string;
  description: string;
  add: string;
  /** The table's accessible name and empty message. */
  list: string;
  empty: string;
  /** What uses a row, for the 'Em uso' column. */
  usedBy: string;
}

/** The three 'Cadastros' screens (docs/decisions/017-career-office-screens.md). */
export const KIND_TEXT: Record<ReferenceKind, KindText> = {
  courses: {
    title: 'Cursos',
    description: 'Cursos da universidade: escolhidos no cadastro e na importação de alunos.',
    add: 'Adicionar curso',
    list: 'Lista de cursos',
    empty: 'Nenhum curso encontrado',
    usedBy: 'alunos',
  },
  'knowledge-areas': {
    title: 'Áreas de conhecimento',
    description: 'Áreas das vagas e dos cursos.',
    add: 'Adicionar área',
    list: 'Lista de áreas de conhecimento',
    empty: 'Nenhuma área de conhecimento encontrada',
    usedBy: 'vagas e cursos',
  },
  'event-types': {
    title: 'Tipos de evento',
    description: 'Tipos que agrupam os eventos dos currículos (congressos, cursos, palestras...).',
    add: 'Adicionar tipo de evento',
    list: 'Lista de tipos de evento',
    empty: 'Nenhum tipo de evento encontrado',
    usedBy: 'eventos',
  },
};
