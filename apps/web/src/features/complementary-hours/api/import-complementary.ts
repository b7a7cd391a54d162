import { useMutation } from '@tanstack/react-query';
import { complementaryImportResultSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

/** Large files take longer than the 5000 ms of plain calls. */
const IMPORT_TIMEOUT_MS = 60_000;

/**
 * `POST /api/complementary-activities/import {csv, dry_run}` (admin): with `dry_run` every row and
 * its errors, nothing written; without, the valid rows written (a row of the same RA and modality
 * replaces the earlier hours).
 */
export const useImportComplementary = () =>
  useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) =>
      apiFetch('/complementary-activities/import', {
        method: 'POST',
        body: { csv, dry_run: dryRun },
        timeoutMs: IMPORT_TIMEOUT_MS,
        schema: complementaryImportResultSchema,
      }),
  });
