import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Writing can take minutes when the file carries passwords (each one is hashed on the server),
 * so the import waits far longer than the usual 5000 ms; the preview is quick.
 */
const WRITE_TIMEOUT_MS = 10 * 60_000;
const PREVIEW_TIMEOUT_MS = 60_000;

/**
 * `POST /api/users/import {csv, dry_run}` (admin): with dry_run, every row and its errors and
 * nothing written; without, the valid rows created and the report.
 */
export const useImportStudents = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) =>
      callApi(usersApi.importStudents, {
        body: { csv, dry_run: dryRun },
        timeoutMs: dryRun ? PREVIEW_TIMEOUT_MS : WRITE_TIMEOUT_MS,
      }),
    onSuccess: async (result) => {
      if (!result.dry_run && result.created > 0) await client.invalidateQueries({ queryKey: queryKeys.users.all });
    },
  });
};
