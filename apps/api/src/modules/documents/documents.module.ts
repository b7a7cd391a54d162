import { defineModule } from '../../platform-module.ts';
import type { InternshipSignatures } from '../internships/internships.signatures.ts';
import { documentsRoutes } from './documents.routes.ts';

/** The public verification of frozen documents by code (docs/decisions/018-internships-tce.md). */
export const documentsModule = defineModule({
  name: 'documents',
  routes: (api, s: { internshipSignatures: InternshipSignatures }) =>
    api.register(documentsRoutes, { signatures: s.internshipSignatures }),
});
