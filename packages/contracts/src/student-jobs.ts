import { z } from 'zod';
import { paginated, paginationMetaSchema } from './common.ts';
import { applicationSchema } from './applications.ts';
import { jobDetailsShape } from './jobs.ts';
import { STUDENT_JOB_SORTS } from './constants.ts';

/** Student job search, applications and bookmarks (docs/spec/02-screens.md#student-routes). */
export const studentJobMessages = {
  searchDone: 'Consulta finalizada',
  /** '{n} Resultados encontrados' plus ' para {title}' when a title was given. */
  results: (n: number, title?: string) => `${n} Resultados encontrados${title ? ` para ${title}` : ''}`,
  /** The suggestion's link: 'Você quis dizer programador?'. */
  didYouMean: 'Você quis dizer',
  sortLabel: 'Ordenar por',
  sorts: { relevance: 'Relevância', recent: 'Mais recentes', pay: 'Maior remuneração' },
  noResults: 'Nenhuma vaga encontrada',
  applied: 'Candidatura Enviada',
} as const;

export const bookmarkMessages = {
  added: 'Vaga salva em Minhas vagas',
  removed: 'Vaga removida de Minhas vagas',
  addFailed: 'Falha ao salvar a vaga, tente novamente!',
  removeFailed: 'Falha ao remover a vaga salva, tente novamente!',
  duplicate: 'Esta vaga já está em Minhas vagas',
  notFound: 'Vaga salva não encontrada',
  notYours: 'Você só pode salvar vagas para você mesmo',
  empty: 'Nenhuma vaga salva',
} as const;

/** '' and blanks mean "no filter" (the form sends empty fields). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo de ${max} caracteres` })
    .optional()
    .transform((v) => (v ? v : undefined));

/** A repeatable query parameter: `?x=1&x=2` arrives as an array, `?x=1` as a string. */
const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v.filter((x) => x !== '') : [v]),
    z.array(item).max(20).optional(),
  );
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

export const studentJobQuerySchema = z.object({
  title: optionalText(120),
  state: optionalText(32),
  city: optionalText(120),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  sort: z.enum(STUDENT_JOB_SORTS).optional(),
  contract_types_id: repeated(positiveId),
  knowledge_areas_id: repeated(positiveId),
  work_mode: repeated(z.string().trim().min(1).max(60)),
  /** '1': the answer's meta carries the facets' counts. */
  facets: z.enum(['0', '1']).optional(),
});
export type StudentJobQuery = z.input<typeof studentJobQuerySchema>;

/** Everything the job card and the details dialog show; the company section is public company data. */
export const studentJobSchema = z.object({
  id: z.number().int(),
  ...jobDetailsShape,
  created_at: z.string(),
  applications_count: z.number().int(),
  company: z.object({
    id: z.number().int(),
    name: z.string(),
    /** URLs ready for <img src>, or null. */
    logo_image: z.string().nullable(),
    cover_image: z.string().nullable(),
    about: z.string(),
    area: z.string(),
    site: z.string().nullable(),
    email_curriculum: z.string().nullable(),
    employees_number: z.number().int(),
  }),
  /** The caller's own application to this job (for 'Candidatura Enviada' and 'Cancelar'), or null. */
  application_id: z.number().int().nullable(),
  /** The caller's own bookmark of this job (the toggle deletes it by id), or null. */
  bookmark_id: z.number().int().nullable(),
});
export type StudentJob = z.infer<typeof studentJobSchema>;

/**
 * GET /api/jobs/{id}/student (docs/spec/07-api.md#jobs-api: "array; first element holds user and company"): one open
 * job as the student sees it, with the representative who posts it. Only the name: a student has no
 * use for the representative's e-mail (applications reach the company through the portal).
 */
export const studentJobDetailSchema = studentJobSchema.extend({
  user: z.object({ id: z.number().int(), name: z.string() }),
});
export type StudentJobDetail = z.infer<typeof studentJobDetailSchema>;
export const studentJobDetailResponseSchema = z.array(studentJobDetailSchema);

const facetCount = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });
const facetValue = z.object({ value: z.string(), count: z.number().int() });
/** Each facet counts the open jobs of the query without that facet's own filter. */
export const studentJobFacetsSchema = z.object({
  contract_types: z.array(facetCount),
  states: z.array(facetValue),
  knowledge_areas: z.array(facetCount),
  work_modes: z.array(facetValue),
});
export type StudentJobFacets = z.infer<typeof studentJobFacetsSchema>;

/**
 * meta.capped is true when the total stopped counting at the cap (there are at least that many);
 * meta.suggestion is a corrected query when few jobs match; meta.facets with `facets=1`;
 * meta.all_words, when jobs with only some of the words are listed too, is how many of the results
 * (listed first) have every word.
 */
export const studentJobListSchema = z.object({
  meta: paginationMetaSchema.extend({
    suggestion: z.string().optional(),
    all_words: z.number().int().nonnegative().optional(),
    facets: studentJobFacetsSchema.optional(),
  }),
  data: z.array(studentJobSchema),
});
export type StudentJobList = z.infer<typeof studentJobListSchema>;

/** GET /api/applications as a student: their own, each with the job in the card shape. */
export const studentApplicationSchema = applicationSchema.extend({ job: studentJobSchema });
export type StudentApplication = z.infer<typeof studentApplicationSchema>;
export const studentApplicationListSchema = paginated(studentApplicationSchema);

export const bookmarkSchema = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  job_id: z.number().int(),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;
export const createBookmarkSchema = z.object({
  student_id: z.coerce.number().int().positive().max(2_147_483_647),
  job_id: z.coerce.number().int().positive().max(2_147_483_647),
});
export type CreateBookmarkInput = z.input<typeof createBookmarkSchema>;

/** GET /api/student-bookmark: the caller's bookmarks, newest first. */
export const studentBookmarkSchema = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  job: studentJobSchema,
});
export type StudentBookmark = z.infer<typeof studentBookmarkSchema>;
export const studentBookmarkListSchema = z.array(studentBookmarkSchema);

/** GET /api/jobs-for-student/recommended ('Vagas para você'). */
export const recommendedJobQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(20).default(6),
});
export const recommendedJobSchema = studentJobSchema.extend({
  /** Why the job is shown, in Portuguese ('Para quem cursa Administração'). */
  reasons: z.array(z.string()),
});
/** meta.resume: the student has skills or experiences on the resume (without them the home says why). */
export const recommendedJobListSchema = z.object({
  meta: z.object({ resume: z.boolean() }),
  data: z.array(recommendedJobSchema),
});
export type RecommendedJob = z.infer<typeof recommendedJobSchema>;
export type RecommendedJobList = z.infer<typeof recommendedJobListSchema>;
