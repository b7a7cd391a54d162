import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventTypes } from '../../db/schema/index.ts';

export const createEventTypesRepository = (db: Db) => ({
  async list() {
    return db.select({ id: eventTypes.id, name: eventTypes.name }).from(eventTypes).orderBy(asc(eventTypes.name));
  },
  async exists(id: number): Promise<boolean> {
    const [row] = await db.select({ id: eventTypes.id }).from(eventTypes).where(eq(eventTypes.id, id)).limit(1);
    return Boolean(row);
  },
});

export type EventTypesRepository = ReturnType<typeof createEventTypesRepository>;
