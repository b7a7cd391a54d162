import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventTypes, events } from '../../db/schema/index.ts';

export type EventValues = Omit<typeof events.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

const columns = { event: events, event_type: { id: eventTypes.id, name: eventTypes.name } };

export const createEventsRepository = (db: Db) => {
  const select = () => db.select(columns).from(events).leftJoin(eventTypes, eq(eventTypes.id, events.id_event_type));
  return {
    async listByStudent(studentId: number, onlyVisible: boolean) {
      return select()
        .where(and(eq(events.student_id, studentId), onlyVisible ? eq(events.visible, 1) : undefined))
        .orderBy(desc(events.started), desc(events.id));
    },
    async findById(id: number) {
      const [row] = await select().where(eq(events.id, id)).limit(1);
      return row;
    },
    async insert(values: EventValues): Promise<number> {
      const [row] = await db.insert(events).values(values).returning({ id: events.id });
      return row!.id;
    },
    async update(id: number, values: Partial<EventValues>): Promise<void> {
      await db
        .update(events)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(events.id, id));
    },
    async remove(id: number): Promise<void> {
      await db.delete(events).where(eq(events.id, id));
    },
  };
};

export type EventsRepository = ReturnType<typeof createEventsRepository>;
export type EventRow = NonNullable<Awaited<ReturnType<EventsRepository['findById']>>>;
