import { SqlParams, type SqlRunner } from '../../db/sql-runner.ts';
import { CARD_COLUMNS, CARD_JOINS, type CardColumns, type Where } from './student-jobs.sql.ts';

export type StudentJobRow = CardColumns;
export type StudentJobDetailRow = CardColumns & { user_id: number; user_name: string };

// The statements below are hand-written and sent straight to the driver (docs/decisions/010).
// Those given a name are prepared on PostgreSQL: their plan does not depend on the values.
const CARDS_BY_ID = `select ${CARD_COLUMNS} ${CARD_JOINS} where j.id = any($2::int[])`;
const OPEN_WITH_OWNER = `select ${CARD_COLUMNS}, u.id as user_id, u.name as user_name ${CARD_JOINS}
  join users u on u.id = c.user_id where j.id = $2 and j.status = 1 and (j.closes_at is null or j.closes_at >= $3::date)`;

/** Rows in the order of `ids` (a card query returns them in no particular order). */
const inOrderOf = (ids: number[], rows: StudentJobRow[]): StudentJobRow[] => {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

export const createStudentJobsRepository = (run: SqlRunner) => {
  const cardsFor = async (ids: number[], studentId: number): Promise<StudentJobRow[]> =>
    ids.length
      ? inOrderOf(ids, await run.query<StudentJobRow>(CARDS_BY_ID, [studentId, ids], 'student_job_cards'))
      : [];
  const idsOf = async (text: string, values: unknown[]) =>
    (await run.query<{ id: number }>(text, values)).map((r) => Number(r.id));

  return {
    /**
     * How many jobs match, counting no further than `cap`. With a LIMIT, PostgreSQL bets on a
     * sequential scan that finds `cap` rows early: right for a common word, whose estimate comes
     * from the column statistics. Prefix and substring matches get a fixed guess instead, and for a
     * rare one that bet reads every job (measured: 670 ms for 500 matches in 1,000,000 jobs), so
     * `likelyRare` plans the match for all its rows (a materialized CTE: the search indexes, 3 ms).
     */
    async count(where: Where, cap: number, likelyRare = false): Promise<number> {
      const p = new SqlParams();
      const w = where(p);
      const text = likelyRare
        ? `with f as materialized (select 1 from jobs j where ${w}) select count(*)::int as n from (select 1 from f limit ${p.add(cap)}) capped`
        : `select count(*)::int as n from (select 1 from jobs j where ${w} order by j.created_at desc, j.id desc limit ${p.add(cap)}) capped`;
      const [row] = await run.query<{ n: number }>(text, p.values);
      return Number(row?.n ?? 0);
    },

    /** Whether any job matches (whole words: the statistics estimate them well). */
    async exists(where: Where): Promise<boolean> {
      const p = new SqlParams();
      const [row] = await run.query<{ found: boolean }>(
        `select exists (select 1 from jobs j where ${where(p)}) as found`,
        p.values,
      );
      return Boolean(row?.found);
    },

    /**
     * A page from a large match, newest first: the created_at index is walked and stops after the
     * page, so a common word costs no more than a rare one.
     */
    async newestPage(where: Where, limit: number, offset: number, studentId: number): Promise<StudentJobRow[]> {
      if (limit <= 0) return [];
      const p = new SqlParams();
      const text = `select j.id from jobs j where ${where(p)} order by j.created_at desc, j.id desc limit ${p.add(limit)} offset ${p.add(offset)}`;
      return cardsFor(await idsOf(text, p.values), studentId);
    },

    /**
     * A page of a match sorted whole: by the rank keys (each true before false), or the highest
     * initial pay first, then newest. Under the count cap every match is fetched through the
     * search indexes and sorted. OFFSET 0 keeps the planner from walking the created_at index
     * instead, which would read the whole table when the filters together match few jobs (a word
     * and a state that rarely meet).
     */
    async sortedPage(
      where: Where,
      limit: number,
      offset: number,
      studentId: number,
      order: { keys?: Where[]; pay?: boolean } = {},
    ): Promise<StudentJobRow[]> {
      const p = new SqlParams();
      const keys = (order.keys ?? []).map((k, i) => `${k(p)} as k${i}`);
      const inner = ['j.id', 'j.created_at', 'j.remuneration_initial', ...keys].join(', ');
      const by = [
        ...keys.map((_, i) => `k${i} desc`),
        ...(order.pay ? ['remuneration_initial desc nulls last'] : []),
        'created_at desc',
        'id desc',
      ].join(', ');
      const text = `select id from (select ${inner} from jobs j where ${where(p)} offset 0) m
        order by ${by} limit ${p.add(limit)} offset ${p.add(offset)}`;
      return cardsFor(await idsOf(text, p.values), studentId);
    },

    /** One job open on `today`, with the representative who owns its company (id and name only). */
    async openWithOwner(id: number, studentId: number, today: string): Promise<StudentJobDetailRow | undefined> {
      const [row] = await run.query<StudentJobDetailRow>(OPEN_WITH_OWNER, [studentId, id, today], 'student_job_detail');
      return row;
    },

    /** Cards for known ids (bookmarks, applications), in the order of the ids. */
    byIds: cardsFor,

    /**
     * Open jobs of a match per contract type, area, state or work mode, most first (the
     * results' facets): `where` is the match without that facet's own filter.
     */
    async facet(where: Where, by: 'contract_types' | 'knowledge_areas' | 'states' | 'work_modes') {
      const p = new SqlParams();
      const w = where(p);
      const text = {
        contract_types: `select ct.id, ct.name, count(*)::int as count from jobs j join contract_types ct on ct.id = j.contract_types_id
          where ${w} group by ct.id, ct.name order by count desc, ct.name`,
        knowledge_areas: `select ka.id, ka.name, count(*)::int as count from jobs j join knowledge_areas ka on ka.id = j.knowledge_areas_id
          where ${w} group by ka.id, ka.name order by count desc, ka.name`,
        states: `select j.state as value, count(*)::int as count from jobs j where ${w} group by j.state order by count desc, j.state`,
        work_modes: `select j.work_mode as value, count(*)::int as count from jobs j where ${w} and j.work_mode is not null
          group by j.work_mode order by count desc, j.work_mode`,
      }[by];
      return run.query<{ id: number; name: string; value: string; count: number }>(text, p.values);
    },

    /**
     * In one statement (one round trip per search): the office's synonym groups that hold any of
     * `plain`, and for each of `words` whether it starts any word of the jobs (a range of
     * search_words_prefix_idx: `like q.w || '%'` has no constant prefix, so it read every word; the
     * words hold only a-z and 0-9, all below '~'), and if not, the words within `2 * budget`
     * Levenshtein edits of the same length give or take `budget` (a transposition costs 2 there;
     * the caller keeps those within its budget of transpositions-as-one edits).
     */
    async expansion(
      words: string[],
      budgets: number[],
      plain: string[],
    ): Promise<{ near: Array<{ w: string; known: boolean; near: string[] }>; synonyms: string[][] }> {
      const [row] = await run.query<{
        near: Array<{ w: string; known: boolean; near: string[] }> | null;
        synonyms: string[][] | null;
      }>(
        `select (select json_agg(json_build_object('w', q.w, 'known', k.known, 'near', case when k.known then '{}'::text[] else
              array(select s.word from search_words s where length(s.word) between length(q.w) - q.k and length(q.w) + q.k
                and public.levenshtein_less_equal(s.word, q.w, 2 * q.k) <= 2 * q.k) end))
            from unnest($1::text[], $2::int[]) q(w, k)
            cross join lateral (select exists (select 1 from search_words k where k.word ~>=~ q.w and k.word ~<~ (q.w || '~')) as known) k) as near,
          (select json_agg(normalized) from search_synonyms where normalized && $3::text[]) as synonyms`,
        [words, budgets, plain],
        'student_job_search_expansion',
      );
      return { near: row?.near ?? [], synonyms: row?.synonyms ?? [] };
    },
  };
};

export type StudentJobsRepository = ReturnType<typeof createStudentJobsRepository>;
