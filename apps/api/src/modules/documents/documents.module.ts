import { defineModule } from '../../platform-module.ts';
import type { InternshipSignatures } from '../internships/internships.signatures.ts';
import type { InternshipDocuments } from '../internships/internships.documents.ts';
import { documentsRoutes } from './documents.routes.ts';

/** The public verification of frozen documents by code (docs/decisions/018-internships-tce.md). */
export const documentsModule = defineModule({
  name: 'documents',
  routes: (api, s: { internshipSignatures: InternshipSignatures; internshipDocuments: InternshipDocuments }) =>
    api.register(documentsRoutes, { signatures: s.internshipSignatures, documents: s.internshipDocuments }),
});
