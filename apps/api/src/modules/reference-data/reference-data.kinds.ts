import type { ReferenceKind } from '@portal/contracts';

export interface KindSql {
  table: string;
  /** Counts the records that use a row of `table` aliased `r`. */
  usage: string;
  /** Courses also carry their knowledge area. */
  extra?: string;
  /** The audit action's noun. */
  audit: string;
}

/** The tables behind each kind, and what uses their rows (deletion needs no use at all). */
export const KINDS: Record<ReferenceKind, KindSql> = {
  courses: {
    table: 'courses',
    usage: '(select count(*)::int from students s where s.id_course = r.id)',
    extra: 'r.id_knowledge_area',
    audit: 'course',
  },
  'knowledge-areas': {
    table: 'knowledge_areas',
    usage:
      '((select count(*)::int from jobs j where j.knowledge_areas_id = r.id) + (select count(*)::int from courses c where c.id_knowledge_area = r.id))',
    audit: 'knowledge_area',
  },
  'event-types': {
    table: 'event_types',
    usage: '(select count(*)::int from events e where e.id_event_type = r.id)',
    audit: 'event_type',
  },
};
