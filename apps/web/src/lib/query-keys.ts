import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Every TanStack Query key of the web app. Each domain has a root (`all`); a mutation invalidates
 * by that prefix, so every list, detail and option list under it is read again.
 */
export const queryKeys = {
  profile: ['profile'] as const,
  roles: ['roles'] as const,
  courses: ['courses'] as const,
  knowledgeAreas: ['knowledge-areas'] as const,
  eventTypes: ['event-types'] as const,
  terms: {
    all: ['terms'] as const,
    student: ['terms', 'aluno'] as const,
    company: ['terms', 'empresa'] as const,
    versions: ['terms', 'versions'] as const,
  },
  users: {
    all: ['users'] as const,
    list: (params: object) => ['users', 'list', params] as const,
    detail: (id: number) => ['users', 'detail', id] as const,
    representatives: (search: string) => ['users', 'representatives', search] as const,
    pendingCount: ['users', 'pending-count'] as const,
  },
  companies: {
    all: ['companies'] as const,
    list: (params: object) => ['companies', 'list', params] as const,
    options: ['companies', 'options'] as const,
    detail: (id: number) => ['companies', 'detail', id] as const,
  },
  jobs: {
    all: ['jobs'] as const,
    list: (params: object) => ['jobs', 'list', params] as const,
    detail: (id: number) => ['jobs', 'detail', id] as const,
    summary: (id: number) => ['jobs', 'summary', id] as const,
  },
  contractTypes: {
    all: ['contract-types'] as const,
    list: (params: object) => ['contract-types', 'list', params] as const,
    detail: (id: number) => ['contract-types', 'detail', id] as const,
    options: ['contract-types', 'options'] as const,
  },
  referenceData: {
    all: ['reference-data'] as const,
    list: (kind: string, params: object) => ['reference-data', kind, 'list', params] as const,
    knowledgeAreaChoices: ['reference-data', 'knowledge-areas', 'choices'] as const,
  },
  students: {
    all: ['students'] as const,
    detail: (id: number) => ['students', 'detail', id] as const,
    public: (id: number, key: string) => ['students', 'public', id, key] as const,
    complementaryActivities: (id: number) => ['students', 'complementary-activities', id] as const,
    stageEmails: (id: number) => ['students', 'stage-emails', id] as const,
    share: (id: number) => ['students', 'share', id] as const,
  },
  orientations: {
    all: ['orientations'] as const,
    lists: ['orientations', 'list'] as const,
    list: (params: object) => ['orientations', 'list', params] as const,
    student: (page: number) => ['orientations', 'student', page] as const,
  },
  applications: {
    all: ['applications'] as const,
    list: (params: object) => ['applications', 'list', params] as const,
    board: (jobId: number, stage: string) => ['applications', 'board', jobId, stage] as const,
    /** The board's single first request, which the columns' first pages read. */
    boardFirst: (jobId: number) => ['applications', 'board-first', jobId] as const,
    hireable: (jobId: number, search: string) => ['applications', 'hireable', jobId, search] as const,
    publishedVideo: (ra: string) => ['applications', 'published-video', ra] as const,
    transcription: (auditionId: number) => ['applications', 'transcription', auditionId] as const,
  },
  auditLog: {
    list: (params: object) => ['audit-log', 'list', params] as const,
  },
  /** The professional stage (the student's auditions, biometrics, the staff's submissions). */
  stage: {
    all: ['stage'] as const,
    activities: ['stage', 'activities'] as const,
    activity: (id: number) => ['stage', 'activities', id] as const,
    auditions: ['stage', 'auditions'] as const,
    auditionList: (params: object) => ['stage', 'auditions', 'list', params] as const,
    submissions: (params: object) => ['stage', 'auditions', 'submissions', params] as const,
    auditionByCode: (code: string) => ['stage', 'auditions', 'code', code] as const,
    biometrics: ['stage', 'biometrics'] as const,
    consent: ['stage', 'biometric-consent'] as const,
    preferences: ['stage', 'preferences'] as const,
    captions: (auditionId: number) => ['stage', 'captions', auditionId] as const,
    recorderAudition: (activityId: number, jobId: number | null) =>
      ['stage', 'recorder-audition', activityId, jobId] as const,
    interview: (jobId: number) => ['stage', 'interview', jobId] as const,
    appliedJobs: ['stage', 'applied-jobs'] as const,
    /** GET /api/gpt/{id} and /api/comprehend/{id} of one submission. */
    analysis: (auditionId: number) => ['stage', 'analysis', auditionId] as const,
    gpt: (auditionId: number) => ['stage', 'analysis', auditionId, 'gpt'] as const,
    comprehend: (auditionId: number) => ['stage', 'analysis', auditionId, 'comprehend'] as const,
  },
  stageContent: ['stage-content'] as const,
  /** Every cached list that holds student job cards starts with `all` (see patch-student-job). */
  studentJobs: {
    all: ['student-jobs'] as const,
    search: (params: object) => ['student-jobs', 'search', params] as const,
    recommended: (limit: number) => ['student-jobs', 'recommended', limit] as const,
    history: (id: number, stageUpdatedAt: string | null) => ['student-jobs', 'history', id, stageUpdatedAt] as const,
    applications: (page: number) => ['student-jobs', 'applications', page] as const,
    bookmarks: ['student-jobs', 'bookmarks'] as const,
  },
  studentJob: (id: number) => ['student-job', id] as const,
  /** The indicators' overview and its filters' option lists. */
  analytics: {
    all: ['analytics'] as const,
    overview: (query: object) => ['analytics', 'overview', query] as const,
    courseOptions: ['analytics', 'course-options'] as const,
    companyOptions: ['analytics', 'company-options'] as const,
  },
  jobAlerts: {
    all: ['job-alerts'] as const,
    unsubscribe: (token: string) => ['job-alerts', 'unsubscribe', token] as const,
  },
  internships: {
    all: ['internships'] as const,
    list: (query: object) => ['internships', 'list', query] as const,
    detail: (id: number) => ['internships', 'detail', id] as const,
    application: (id: number) => ['internships', 'application', id] as const,
    companyOptions: ['internships', 'company-options'] as const,
    deadlines: (query: object) => ['internships', 'deadlines', query] as const,
    verification: (code: string) => ['documents', code] as const,
  },
  agreements: {
    all: ['agreements'] as const,
    list: (page: number) => ['agreements', 'list', page] as const,
    byCompany: (companyId: number) => ['agreements', 'company', companyId] as const,
    companyOptions: ['agreements', 'company-options'] as const,
  },
};

/** Marks every query under each key stale and refetches the active ones. */
export const invalidateKeys = (client: QueryClient, ...keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
