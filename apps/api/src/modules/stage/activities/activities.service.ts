import { messages, stageMessages, type Activity, type ActivityItem } from '@portal/contracts';
import { AppError } from '../../../lib/app-error.ts';
import { paginationMeta } from '../../../lib/pagination.ts';
import { isStudent, forbidden } from '../../../lib/access.ts';
import type { AuthUser } from '../../../lib/access.ts';
import type { ActivitiesRepository, ActivityRow, ItemRow } from './activities.repository.ts';

type ActivityInput = { project_id?: number; title?: string; description?: string };

/** Activities (71 video CV, 72 simulated interview) and their check items; admins edit them. */
export const createActivitiesService = (repo: ActivitiesRepository) => {
  const ticks = async (actor: AuthUser) => (isStudent(actor) ? repo.checkedBy(actor.id) : null);
  const toItem = (r: ItemRow, checked: Set<number> | null): ActivityItem => ({
    id: r.id,
    activity_id: r.activity_id,
    title: r.title,
    description: r.description,
    ...(checked && { checked: checked.has(r.id) }),
  });
  const toActivity = (a: ActivityRow, items?: ItemRow[], checked: Set<number> | null = null): Activity => ({
    id: a.id,
    project_id: a.project_id,
    title: a.title,
    description: a.description,
    ...(items && { item: items.filter((i) => i.activity_id === a.id).map((i) => toItem(i, checked)) }),
  });
  const found = async (id: number) => {
    const row = await repo.findById(id);
    if (!row) throw new AppError('NOT_FOUND', stageMessages.activityNotFound);
    return row;
  };
  const item = async (id: number) => {
    const row = await repo.findItem(id);
    if (!row) throw new AppError('NOT_FOUND', stageMessages.itemNotFound);
    return row;
  };

  return {
    async list(actor: AuthUser, projectId: number, withItems = false) {
      const rows = await repo.list(projectId);
      const items = withItems ? await repo.items(rows.map((r) => r.id)) : undefined;
      const checked = withItems ? await ticks(actor) : null;
      return {
        meta: paginationMeta(rows.length, 1, Math.max(rows.length, 1)),
        data: rows.map((r) => toActivity(r, items, checked)),
      };
    },

    async get(actor: AuthUser, id: number, withItems = false) {
      const row = await found(id);
      return toActivity(row, withItems ? await repo.items([id]) : undefined, withItems ? await ticks(actor) : null);
    },

    async create(input: { id?: number; project_id: number; title: string; description: string }) {
      const row = await repo.insert(input);
      if (!row) throw new AppError('CONFLICT', messages.errors.conflict);
      return toActivity(row, []);
    },

    async update(id: number, input: ActivityInput) {
      await found(id);
      return toActivity((await repo.update(id, input))!);
    },

    async remove(id: number) {
      await found(id);
      if (!(await repo.removeIfUnused(id))) throw new AppError('CONFLICT', stageMessages.activityInUse);
    },

    async items(actor: AuthUser, activityId?: number) {
      const rows = await repo.items(activityId === undefined ? undefined : [activityId]);
      const checked = await ticks(actor);
      return {
        meta: paginationMeta(rows.length, 1, Math.max(rows.length, 1)),
        data: rows.map((r) => toItem(r, checked)),
      };
    },

    async createItem(input: { activity_id: number; title: string; description: string }) {
      await found(input.activity_id);
      return toItem(await repo.insertItem(input), null);
    },

    /** PUT /check-items/{id}: an admin edits the text; a student ticks or unticks the item for themselves. */
    async updateCheckItem(
      actor: AuthUser,
      id: number,
      input: { title?: string; description?: string; checked?: boolean },
    ) {
      const current = await item(id);
      if (isStudent(actor)) {
        if (input.title !== undefined || input.description !== undefined) throw forbidden();
        if (input.checked !== undefined) await repo.setChecked(actor.id, id, input.checked);
        return toItem(current, await repo.checkedBy(actor.id));
      }
      if (input.checked !== undefined) throw forbidden();
      const { title, description } = input;
      const row =
        title === undefined && description === undefined ? current : await repo.updateItem(id, { title, description });
      return toItem(row, null);
    },

    async removeItem(id: number) {
      if (!(await repo.removeItem(id))) throw new AppError('NOT_FOUND', stageMessages.itemNotFound);
    },
  };
};

export type ActivitiesService = ReturnType<typeof createActivitiesService>;
