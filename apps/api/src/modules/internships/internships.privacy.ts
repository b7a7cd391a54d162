import type { PrivacyContributor } from '../privacy/privacy.service.ts';
import type { InternshipsRepository } from './internships.repository.ts';
import { toInternship } from './internships.view.ts';

/**
 * The student's TCEs in the LGPD export and erasure (docs/decisions/018-internships-tce.md#lgpd).
 * The export gives every field, the reports and recesses, and each signature; the IP and user
 * agent only of the student's own. The erasure keeps the fully signed TCEs, detached.
 */
export const createInternshipsPrivacy = (repo: InternshipsRepository): PrivacyContributor => ({
  name: 'internships',
  async export(subject) {
    const rows = await repo.ofStudent(subject.studentId);
    const data = [];
    const frozen: Array<{ field: string; key: string }> = [];
    for (const t of rows) {
      const [signatures, reports, recesses, amendments, documents] = await Promise.all([
        repo.signatures(t.row.id),
        repo.reports(t.row.id),
        repo.recesses(t.row.id),
        repo.amendments(t.row.id),
        repo.documents(t.row.id),
      ]);
      const amendmentSignatures = await repo.amendmentSignatures(amendments.map((a) => a.id));
      const tce = toInternship(t, signatures, { reports, recesses, amendments, amendmentSignatures, documents });
      frozen.push(...documents.map((d) => ({ field: `internships.${d.kind}_document`, key: d.storage_key })));
      data.push({
        ...tce,
        signatures: signatures.map((s) => ({
          party: s.party,
          name: s.name,
          signed_at: s.signed_at.toISOString(),
          method: s.method,
          document_sha256: s.document_sha256,
          ...(s.party === 'student' && { ip: s.ip, user_agent: s.user_agent }),
        })),
      });
    }
    const files = [
      ...rows.flatMap((t) => (t.row.document_key ? [{ field: 'internships.document', key: t.row.document_key }] : [])),
      ...frozen,
    ];
    return { data, files };
  },
  // The kept documents stay in storage: no file is named for deletion.
  erase: async (subject) => ({ removed: (await repo.eraseStudent(subject.studentId)).removed, files: [] }),
});
