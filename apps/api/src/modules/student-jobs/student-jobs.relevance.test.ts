import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { studentJobListSchema } from '@portal/contracts';
import { companies, contractTypes, jobs, knowledgeAreas } from '../../db/schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

// docs/decisions/020-search-relevance.md: typos by word length, phrases, ranking, sorts, suggestions.
// Jobs in Acre (no demo job is there), so `state: 'AC'` sees only these.
let t: TestApp;
let student: Awaited<ReturnType<typeof loginAs>>;
const ids: Record<string, number> = {};
const types: Record<string, number> = {};

const FIXTURES: Array<
  [key: string, title: string, description: string, area: string | null, hoursAgo: number, pay: number | null]
> = [
  ['prog', 'Programador Java', 'Sistemas internos.', null, 5, 3000],
  ['analista', 'Analista Financeiro', 'Controle de contas.', null, 4, 4500],
  ['vendas', 'Consultor de Vendas', 'Atendimento em loja.', null, 3, null],
  ['dev', 'Desenvolvedor Mobile', 'Aplicativos.', null, 6, 5000],
  ['mkt_title', 'Assistente de Marketing', 'Redes sociais.', null, 9, 2000],
  ['mkt_area', 'Assistente de Comunicação', 'Textos.', 'Comunicação e Marketing', 2, 2500],
  ['mkt_desc', 'Assistente Comercial', 'Apoio ao marketing da loja.', null, 1, 2200],
  ['mkt_title_new', 'Estágio em Marketing', 'Campanhas.', null, 7, 1500],
  ['fin_phrase', 'Assistente Financeiro', 'Notas.', null, 8, 2100],
  ['fin_split', 'Assistente de Controle Financeiro', 'Notas.', null, 10, 2300],
  ['admin', 'Estágio em Administração', 'Rotinas de escritório.', null, 11, 1200],
];

beforeAll(async () => {
  t = await createTestApp();
  student = await loginAs(t.app, 'student');
  const [company] = await t.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Acme Tecnologia'));
  const areas = new Map(
    (await t.database.db.select({ id: knowledgeAreas.id, name: knowledgeAreas.name }).from(knowledgeAreas)).map((a) => [
      a.name,
      a.id,
    ]),
  );
  for (const c of await t.database.db.select().from(contractTypes)) types[c.name] = c.id;
  for (const [key, title, description, area, hoursAgo, pay] of FIXTURES) {
    const internship = title.startsWith('Estágio');
    const [row] = await t.database.db
      .insert(jobs)
      .values({
        title,
        description,
        state: 'AC',
        city: 'Rio Branco',
        companies_id: company!.id,
        knowledge_areas_id: area ? areas.get(area) : undefined,
        remuneration_initial: pay === null ? null : String(pay),
        contract_types_id: internship ? types['Estágio'] : types.CLT,
        work_mode: key === 'mkt_title' || key === 'mkt_desc' ? 'Remoto' : 'Presencial',
        created_at: new Date(Date.now() - hoursAgo * 3_600_000),
      })
      .returning({ id: jobs.id });
    ids[key] = row!.id;
  }
});
afterAll(() => t.close());

const search = async (query: Record<string, string | string[]>) => {
  const qs = new URLSearchParams(
    Object.entries({ state: 'AC', limit: '50', ...query }).flatMap(([k, v]) =>
      (Array.isArray(v) ? v : [v]).map((x): [string, string] => [k, x]),
    ),
  ).toString();
  const res = await t.app.inject({ url: `/api/jobs-for-student?${qs}`, headers: student.headers });
  expect(res.statusCode, qs).toBe(200);
  const body = studentJobListSchema.parse(res.json());
  return { ids: body.data.map((j) => j.id), meta: body.meta };
};

describe('typo tolerance', () => {
  it('forgives one typo from 5 letters: insertion, deletion, substitution, transposition', async () => {
    expect((await search({ title: 'analsita' })).ids, 'transposition').toContain(ids.analista);
    expect((await search({ title: 'analistta' })).ids, 'insertion').toContain(ids.analista);
    expect((await search({ title: 'vednas' })).ids, 'transposition, 6 letters').toEqual([ids.vendas]);
    expect((await search({ title: 'vendaz' })).ids, 'substitution').toEqual([ids.vendas]);
    expect((await search({ title: 'consultr' })).ids, 'deletion').toEqual([ids.vendas]);
  });

  it('forgives two typos from 9 letters, one below, none under 5 letters', async () => {
    expect((await search({ title: 'dsenvolvedr' })).ids).toEqual([ids.dev]);
    expect((await search({ title: 'progamador' })).ids).toEqual([ids.prog]);
    expect((await search({ title: 'anlsita' })).ids, 'two typos in 7 letters').toEqual([]);
    expect((await search({ title: 'jvaa' })).ids, '4 letters').toEqual([]);
  });

  it('ignores accents and case in typed words and their typos', async () => {
    expect((await search({ title: 'ADMNISTRAÇÃO' })).ids).toEqual([ids.admin]);
    expect((await search({ title: 'administracão' })).ids).toEqual([ids.admin]);
  });

  it('matches quoted phrases exactly: no typo, words side by side', async () => {
    expect((await search({ title: '"progamador"' })).ids).toEqual([]);
    expect((await search({ title: '"assistente financeiro"' })).ids).toEqual([ids.fin_phrase]);
    expect((await search({ title: 'assistente financeiro' })).ids.slice(0, 2)).toEqual([ids.fin_phrase, ids.fin_split]);
  });
});

describe('ranking and sorts', () => {
  it('ranks title above area or company above description, then newest', async () => {
    expect((await search({ title: 'marketing' })).ids).toEqual([
      ids.mkt_title_new,
      ids.mkt_title,
      ids.mkt_area,
      ids.mkt_desc,
    ]);
  });

  it('lists jobs with every word before those with some, a word in the title first, then newest', async () => {
    const r = await search({ title: 'analista marketing' });
    // No job has both: a word in the title (newest first), in the area, in the description.
    expect(r.ids).toEqual([ids.analista, ids.mkt_title_new, ids.mkt_title, ids.mkt_area, ids.mkt_desc]);
    expect(r.meta).toMatchObject({ total: 5, all_words: 0 });
    await t.database.db.update(jobs).set({ description: 'Analista de marketing.' }).where(eq(jobs.id, ids.admin!));
    const both = await search({ title: 'analista marketing' });
    expect(both.ids[0], 'both words, even outside the title').toBe(ids.admin);
    expect(both.ids).toHaveLength(6);
    expect(both.meta).toMatchObject({ total: 6, all_words: 1 });
    expect((await search({ title: 'analista marketing', sort: 'recent' })).ids[0]).toBe(ids.admin);
    expect((await search({ title: 'analista marketing', sort: 'pay' })).ids[0]).toBe(ids.admin);
    const facets = (await search({ title: 'analista marketing', facets: '1' })).meta.facets!;
    expect(facets.states).toContainEqual({ value: 'AC', count: 6 });
    await t.database.db.update(jobs).set({ description: 'Rotinas de escritório.' }).where(eq(jobs.id, ids.admin!));
    expect((await search({ title: 'marketing' })).meta.all_words, 'one word: no partial tier').toBeUndefined();
  });

  it('sorts by recency or by the highest initial pay when asked', async () => {
    expect((await search({ title: 'marketing', sort: 'recent' })).ids).toEqual([
      ids.mkt_desc,
      ids.mkt_area,
      ids.mkt_title_new,
      ids.mkt_title,
    ]);
    expect((await search({ title: 'marketing', sort: 'pay' })).ids).toEqual([
      ids.mkt_area,
      ids.mkt_desc,
      ids.mkt_title,
      ids.mkt_title_new,
    ]);
    const all = await search({ sort: 'pay' });
    expect(all.ids.slice(0, 2)).toEqual([ids.dev, ids.analista]);
    expect(all.ids.at(-1)).toBe(ids.vendas);
  });

  it('refuses an unknown sort', async () => {
    const res = await t.app.inject({ url: '/api/jobs-for-student?sort=random', headers: student.headers });
    expect(res.statusCode).toBe(422);
  });
});

describe('suggestion', () => {
  it('suggests the nearest words of the jobs when few match', async () => {
    expect((await search({ title: 'jvaa' })).meta.suggestion).toBe('java');
    expect((await search({ title: 'anlsita financiero' })).meta.suggestion).toBe('analista financeiro');
    expect((await search({ title: 'marketing' })).meta.suggestion).toBeUndefined();
  });
});

describe('facets and filters', () => {
  it('filters by contract types, areas and work modes, each repeatable', async () => {
    expect((await search({ title: 'marketing', contract_types_id: String(types['Estágio']) })).ids).toEqual([
      ids.mkt_title_new,
    ]);
    const both = await search({ title: 'marketing', contract_types_id: [String(types['Estágio']), String(types.CLT)] });
    expect(both.ids).toHaveLength(4);
    expect((await search({ title: 'marketing', work_mode: 'Remoto' })).ids).toEqual([ids.mkt_title, ids.mkt_desc]);
    const area = await search({ title: 'assistente', knowledge_areas_id: String(await areaId()) });
    expect(area.ids).toEqual([ids.mkt_area]);
  });

  it('counts each facet without its own filter, and only with facets=1', async () => {
    const r = await search({ title: 'marketing', contract_types_id: String(types['Estágio']), facets: '1' });
    expect(r.meta.facets!.contract_types).toEqual([
      { id: types.CLT, name: 'CLT', count: 3 },
      { id: types['Estágio'], name: 'Estágio', count: 1 },
    ]);
    expect(r.meta.facets!.work_modes).toEqual([{ value: 'Presencial', count: 1 }]);
    expect(r.meta.facets!.states).toContainEqual({ value: 'AC', count: 1 });
    const remote = await search({ title: 'marketing', work_mode: 'Remoto', facets: '1' });
    expect(remote.meta.facets!.work_modes).toEqual([
      { value: 'Presencial', count: 2 },
      { value: 'Remoto', count: 2 },
    ]);
    expect((await search({ title: 'marketing' })).meta.facets).toBeUndefined();
  });

  it('refuses bad filter values with 422', async () => {
    for (const qs of ['contract_types_id=x', 'knowledge_areas_id=-1', `work_mode=${'x'.repeat(61)}`]) {
      const res = await t.app.inject({ url: `/api/jobs-for-student?${qs}`, headers: student.headers });
      expect(res.statusCode, qs).toBe(422);
    }
  });
});

const areaId = async () =>
  (
    await t.database.db
      .select({ id: knowledgeAreas.id })
      .from(knowledgeAreas)
      .where(eq(knowledgeAreas.name, 'Comunicação e Marketing'))
  )[0]!.id;
