import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  applicationSchema,
  companyListSchema,
  deadlineListSchema,
  documentVerificationSchema,
  internshipExperienceSchema,
  internshipListSchema,
  internshipAmendmentSchema,
  internshipSchema,
  signatureCreatedSchema,
  type CreateAmendmentInput,
  type CreateInternshipInput,
  type DeadlineList,
  type InternshipStatus,
} from '@portal/contracts';
import { apiFetch, API_BASE } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { getSession } from '../../../lib/session';
import { queryKeys } from '../../../lib/query-keys';
import { documentPath } from './document-path';

const keys = queryKeys.internships;

/** `GET /api/internships`: the office's all, a company's own, a student's own; with counts by status. */
export const internshipsQueryOptions = (q: { page: number; limit: number; status?: InternshipStatus; ra?: string }) =>
  queryOptions({
    queryKey: keys.list(q),
    queryFn: ({ signal }) => apiFetch('/internships', { signal, query: { ...q }, schema: internshipListSchema }),
    placeholderData: keepPreviousData,
  });

export const internshipQueryOptions = (id: number) =>
  queryOptions({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => apiFetch(`/internships/${id}`, { signal, schema: internshipSchema }),
  });

/** The hired application a TCE starts from (the board's 'Iniciar termo de compromisso'). */
export const applicationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: keys.application(id),
    queryFn: ({ signal }) => apiFetch(`/applications/${id}`, { signal, schema: applicationSchema }),
  });

/** Public: `GET /api/documents/{code}`, no sign-in. */
export const verificationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: keys.verification(code),
    queryFn: ({ signal }) => apiFetch(documentPath(code), { signal, schema: documentVerificationSchema }),
    retry: false,
  });

const useRefresh = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.all });
};

export const useCreateInternship = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateInternshipInput) =>
      apiFetch('/internships', { method: 'POST', body, schema: internshipSchema }),
    onSuccess: refresh,
  });
};

/** `PUT /api/internships/{id}`: a draft written again whole (409 once submitted). */
export const useUpdateInternship = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CreateInternshipInput }) =>
      apiFetch(`/internships/${id}`, { method: 'PUT', body, schema: internshipSchema }),
    onSuccess: refresh,
  });
};

export const useInternshipAction = (action: 'submit' | 'cancel') => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/internships/${id}/${action}`, { method: 'POST', schema: internshipSchema }),
    onSuccess: refresh,
  });
};

export const useSignInternship = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      apiFetch(`/internships/${id}/signatures`, { method: 'POST', body: { password }, schema: signatureCreatedSchema }),
    onSuccess: refresh,
  });
};

/** Downloads a frozen PDF with the session's token (a plain link would carry none). */
export const downloadPdf = async (path: string, filename: string): Promise<void> => {
  const token = getSession()?.token;
  const res = await fetch(`${API_BASE}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw ApiError.fromBody(res.status, await res.json().catch(() => undefined));
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/** The TCE's frozen PDF: `GET /api/internships/{id}/document`. */
export const downloadDocument = (id: number, code: string) =>
  downloadPdf(`/internships/${id}/document`, `tce-${code}.pdf`);

/** `POST /api/internships/{id}/amendments`: a termo aditivo, sent for the three signatures. */
export const useCreateAmendment = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CreateAmendmentInput }) =>
      apiFetch(`/internships/${id}/amendments`, { method: 'POST', body, schema: internshipAmendmentSchema }),
    onSuccess: refresh,
  });
};

/** `POST /api/internships/{id}/amendments/{aid}/signatures`: the party signs the amendment with its password. */
export const useSignAmendment = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, aid, password }: { id: number; aid: number; password: string }) =>
      apiFetch(`/internships/${id}/amendments/${aid}/signatures`, {
        method: 'POST',
        body: { password },
        schema: signatureCreatedSchema,
      }),
    onSuccess: refresh,
  });
};

/** The representative's companies (or every company for the office), for the form's company field. */
export const companyOptionsQueryOptions = () =>
  queryOptions({
    queryKey: keys.companyOptions,
    queryFn: ({ signal }) => apiFetch('/companies', { signal, query: { limit: 100 }, schema: companyListSchema }),
  });

/** The internship after signing: reports, recess and the ending, each a write under `/internships/{id}`. */
export const useFollowUpAction = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, path, method, body }: { id: number; path: string; method: 'POST' | 'PUT'; body: object }) =>
      apiFetch(`/internships/${id}/${path}`, { method, body }),
    onSuccess: refresh,
  });
};

/** `GET /api/internships/deadlines` (the office): every deadline list's count and one list's page. */
export const deadlinesQueryOptions = (q: { list: DeadlineList; page: number; limit: number }) =>
  queryOptions({
    queryKey: keys.deadlines(q),
    queryFn: ({ signal }) =>
      apiFetch('/internships/deadlines', { signal, query: { ...q }, schema: deadlineListSchema }),
    placeholderData: keepPreviousData,
  });

/** 'Adicionar ao currículo': `POST /api/internships/{id}/experience` (201 made, 200 already there). */
export const useAddToResume = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch(`/internships/${id}/experience`, { method: 'POST', schema: internshipExperienceSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.students.all }),
  });
};
