import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { activities, activityItems, auditions, itemChecks } from '../../../db/schema/index.ts';

export type ActivityRow = typeof activities.$inferSelect;
export type ItemRow = typeof activityItems.$inferSelect;

export const createActivitiesRepository = (db: Db) => ({
  list(projectId: number): Promise<ActivityRow[]> {
    return db.select().from(activities).where(eq(activities.project_id, projectId)).orderBy(asc(activities.id));
  },

  async findById(id: number): Promise<ActivityRow | undefined> {
    const [row] = await db.select().from(activities).where(eq(activities.id, id)).limit(1);
    return row;
  },

  items(activityIds?: number[]): Promise<ItemRow[]> {
    const q = db.select().from(activityItems);
    return (
      activityIds ? q.where(inArray(activityItems.activity_id, activityIds.length ? activityIds : [-1])) : q
    ).orderBy(asc(activityItems.id));
  },

  async findItem(id: number): Promise<ItemRow | undefined> {
    const [row] = await db.select().from(activityItems).where(eq(activityItems.id, id)).limit(1);
    return row;
  },

  async checkedBy(userId: number): Promise<Set<number>> {
    const rows = await db.select({ id: itemChecks.item_id }).from(itemChecks).where(eq(itemChecks.user_id, userId));
    return new Set(rows.map((r) => r.id));
  },

  async insert(values: {
    id?: number;
    project_id: number;
    title: string;
    description: string;
  }): Promise<ActivityRow | null> {
    // Activity ids are fixed numbers (71, 72) rather than a sequence; a new one takes the next free id.
    const id = values.id ?? sql<number>`(select coalesce(max(${activities.id}), 0) + 1 from ${activities})`;
    const rows = await db
      .insert(activities)
      .values({ ...values, id })
      .onConflictDoNothing()
      .returning();
    return rows[0] ?? null;
  },

  async update(
    id: number,
    values: Partial<{ project_id: number; title: string; description: string }>,
  ): Promise<ActivityRow | undefined> {
    const [row] = await db
      .update(activities)
      .set({ ...values, updated_at: sql`now()` })
      .where(eq(activities.id, id))
      .returning();
    return row;
  },

  /** Deletes only an activity no audition points at, in one statement. */
  async removeIfUnused(id: number): Promise<boolean> {
    const rows = await db
      .delete(activities)
      .where(
        and(eq(activities.id, id), sql`not exists (select 1 from ${auditions} where ${auditions.activity_id} = ${id})`),
      )
      .returning({ id: activities.id });
    return rows.length > 0;
  },

  async insertItem(values: { activity_id: number; title: string; description: string }): Promise<ItemRow> {
    const [row] = await db.insert(activityItems).values(values).returning();
    return row!;
  },

  async updateItem(id: number, values: Partial<{ title: string; description: string }>): Promise<ItemRow> {
    const [row] = await db.update(activityItems).set(values).where(eq(activityItems.id, id)).returning();
    return row!;
  },

  async removeItem(id: number): Promise<boolean> {
    return (
      (await db.delete(activityItems).where(eq(activityItems.id, id)).returning({ id: activityItems.id })).length > 0
    );
  },

  async setChecked(userId: number, itemId: number, checked: boolean): Promise<void> {
    if (checked) await db.insert(itemChecks).values({ user_id: userId, item_id: itemId }).onConflictDoNothing();
    else await db.delete(itemChecks).where(and(eq(itemChecks.user_id, userId), eq(itemChecks.item_id, itemId)));
  },
});

export type ActivitiesRepository = ReturnType<typeof createActivitiesRepository>;
