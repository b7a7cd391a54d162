import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '@portal/contracts';
import type { Database } from '../db/client.ts';
import type { Services } from './services.ts';
import type { Readiness } from './config/readiness.ts';
import { analyticsRoutes } from './analytics/analytics.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { jobAlertsRoutes } from './job-alerts/job-alerts.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { termsRoutes } from './terms/terms.routes.ts';
import { rolesRoutes } from './roles/roles.routes.ts';
import { configRoutes } from './config/config.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { referenceDataRoutes } from './reference-data/reference-data.routes.ts';
import { filesRoutes } from './files/files.routes.ts';
import { companiesRoutes } from './companies/companies.routes.ts';
import { jobsRoutes } from './jobs/jobs.routes.ts';
import { contractTypesRoutes } from './contract-types/contract-types.routes.ts';
import { applicationsRoutes } from './applications/applications.routes.ts';
import { studentJobsRoutes } from './student-jobs/student-jobs.routes.ts';
import { bookmarksRoutes } from './bookmarks/bookmarks.routes.ts';
import { signupRoutes } from './signup/signup.routes.ts';
import { orientationsRoutes } from './orientations/orientations.routes.ts';
import { analysisRoutes } from './analysis/analysis.routes.ts';
import { stageAuthRoutes } from './stage/stage-auth.routes.ts';
import { auditionsRoutes } from './stage/auditions/auditions.routes.ts';
import { biometricsRoutes } from './stage/biometrics/biometrics.routes.ts';
import { activitiesRoutes } from './stage/activities/activities.routes.ts';
import { consentRoutes } from './stage/consent/consent.routes.ts';
import { uploadsRoutes } from './stage/uploads/uploads.routes.ts';
import { faceRoutes } from './stage/face/face.routes.ts';
import { interviewRoutes } from './interview/interview.routes.ts';
import { videoRoutes } from './video/video.routes.ts';
import { sharingRoutes } from './students/sharing.routes.ts';
import { studentsRoutes } from './students/students.routes.ts';
import { skillsRoutes } from './skills/skills.routes.ts';
import { professionalExperiencesRoutes } from './professional-experiences/professional-experiences.routes.ts';
import { eventsRoutes } from './events/events.routes.ts';
import { complementaryActivitiesRoutes } from './complementary-activities/complementary-activities.routes.ts';
import { privacyRoutes } from './privacy/privacy.routes.ts';
import { pipelineRoutes } from './pipeline/pipeline.routes.ts';
import { agreementsRoutes } from './agreements/agreements.routes.ts';
import { internshipsRoutes } from './internships/internships.routes.ts';
import { documentsRoutes } from './documents/documents.routes.ts';

/** Every API route, under /api: the composition root's other half (services.ts builds what they call). */
export const registerRoutes = async (
  api: FastifyInstance,
  s: Services,
  extra: { database: Database; config: AppConfig; readiness: Readiness },
) => {
  await api.register(authRoutes, { auth: s.auth });
  await api.register(termsRoutes, { terms: s.terms });
  await api.register(rolesRoutes);
  await api.register(configRoutes, extra);
  await api.register(usersRoutes, { users: s.users });
  await api.register(referenceDataRoutes, { referenceData: s.referenceData });
  await api.register(filesRoutes, { files: s.files });
  await api.register(companiesRoutes, { companies: s.companies });
  await api.register(jobsRoutes, { jobs: s.jobs });
  await api.register(contractTypesRoutes, { contractTypes: s.contractTypes });
  await api.register(applicationsRoutes, { applications: s.applications });
  await api.register(pipelineRoutes, { pipeline: s.pipeline, applications: s.applications });
  await api.register(studentJobsRoutes, { studentJobs: s.studentJobs });
  await api.register(bookmarksRoutes, { bookmarks: s.bookmarks });
  await api.register(jobAlertsRoutes, { jobAlerts: s.jobAlerts });
  await api.register(signupRoutes, { signup: s.signup });
  await api.register(orientationsRoutes, { orientations: s.orientations });
  await api.register(
    async (stage) => {
      await stage.register(stageAuthRoutes, { auth: s.auth });
      await stage.register(auditionsRoutes, { auditions: s.stage.auditions });
      await stage.register(biometricsRoutes, { biometrics: s.stage.biometrics });
      await stage.register(activitiesRoutes, { activities: s.stage.activities });
      await stage.register(consentRoutes, { consent: s.stage.consent });
      await stage.register(uploadsRoutes, { uploads: s.stage.uploads });
      await stage.register(faceRoutes, { face: s.stage.face });
    },
    { prefix: '/stage' },
  );
  await api.register(interviewRoutes, { interview: s.interview });
  await api.register(videoRoutes, { video: s.video });
  api.addHook('onClose', async () => s.stage.faceAnalyser.close());
  await api.register(analysisRoutes, { analysis: s.analysis });
  await api.register(studentsRoutes, { students: s.students });
  await api.register(sharingRoutes, { sharing: s.sharing });
  await api.register(skillsRoutes, { skills: s.skills });
  await api.register(professionalExperiencesRoutes, { experiences: s.experiences });
  await api.register(eventsRoutes, { events: s.events });
  await api.register(complementaryActivitiesRoutes, { complementary: s.complementary });
  await api.register(privacyRoutes, { privacy: s.privacy });
  await api.register(auditRoutes, { audit: s.audit });
  await api.register(analyticsRoutes, { analytics: s.analytics });
  await api.register(agreementsRoutes, { agreements: s.agreements });
  await api.register(internshipsRoutes, {
    internships: s.internships,
    signatures: s.internshipSignatures,
    followUp: s.internshipFollowUp,
  });
  await api.register(documentsRoutes, { signatures: s.internshipSignatures });
};
