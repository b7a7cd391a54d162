import { Navigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { ACTIVITY_INTERVIEW, BIOMETRIC_PHOTOS_REQUIRED, stageMessages } from '@portal/contracts';
import { PageHeading } from '../../../components/page-heading';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { activityQueryOptions } from '../api/activity-query';
import { biometricConsentQueryOptions } from '../api/biometric-consent-query';
import { biometricsQueryOptions } from '../api/biometrics-query';
import { stagePreferencesQueryOptions } from '../api/stage-preferences';
import { recorderAuditionQueryOptions } from '../api/recorder-audition';
import { StageStepper, type StageStep } from '../components/media/stage-stepper';
import { RecorderBlocked } from '../components/recorder/activity-missing';
import { ActivityGuide } from '../components/recorder/activity-guide';
import { InterviewQuestions } from '../components/recorder/interview-questions';
import { RecorderPanel } from '../components/recorder/recorder-panel';
import { SuccessDialog } from '../components/recorder/success-dialog';
import { useRecordingSession, type RecorderPhase } from '../components/recorder/use-recording-session';

const positiveInt = (value: string | null | undefined): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};

const STEP_OF: Record<RecorderPhase, StageStep> = { idle: 1, recording: 1, preview: 2, uploading: 2, submitted: 4 };

/** Student `/recorder/{activity_id}` (71 video CV, 72 simulated interview with `?vaga={job_id}`). */
export const RecorderPage = () => {
  const params = useParams();
  const [search] = useSearchParams();
  const activityId = positiveInt(params['activity_id']);
  const interview = activityId === ACTIVITY_INTERVIEW;
  const jobId = interview ? positiveInt(search.get('vaga')) : null;

  const activity = useQuery({ ...activityQueryOptions(activityId ?? 0), enabled: activityId !== null });
  const prefs = useQuery(stagePreferencesQueryOptions());
  // Without the face analysis no photo, consent or frame is involved.
  const faceOn = prefs.data?.face_analysis !== false;
  const photos = useQuery({ ...biometricsQueryOptions(), enabled: prefs.isSuccess && faceOn });
  const consent = useQuery({ ...biometricConsentQueryOptions(), enabled: prefs.isSuccess && faceOn });
  // The frames sent while recording are face images too: they need the current consent.
  const enoughPhotos =
    prefs.isSuccess &&
    (!faceOn || ((photos.data?.length ?? 0) >= BIOMETRIC_PHOTOS_REQUIRED && consent.data?.consent != null));
  const canOpen = activity.isSuccess && enoughPhotos && (!interview || jobId !== null);
  const audition = useQuery({ ...recorderAuditionQueryOptions(activityId ?? 0, jobId), enabled: canOpen });
  const session = useRecordingSession(audition.data, photos.data ?? [], faceOn);

  const missing =
    activityId === null || (activity.isError && isApiError(activity.error) && activity.error.status === 404);
  if (missing) {
    return (
      <>
        <PageHeading>Realizar apresentação</PageHeading>
        <RecorderBlocked message={stageMessages.activityNotFound} />
      </>
    );
  }
  if (interview && jobId === null) {
    return (
      <>
        <PageHeading>Realizar apresentação</PageHeading>
        <RecorderBlocked message={stageMessages.invalidJob} />
      </>
    );
  }
  // docs/spec/05-validation.md#professional-stage: a recording needs the five photos.
  if (faceOn && photos.isSuccess && consent.isSuccess && !enoughPhotos) {
    return <Navigate to={`/biometrics?atividade=${activityId}${jobId ? `&vaga=${jobId}` : ''}`} replace />;
  }

  const error = activity.error ?? prefs.error ?? photos.error ?? consent.error ?? audition.error;
  return (
    <>
      <PageHeading>{activity.data?.title ?? 'Realizar apresentação'}</PageHeading>
      <StageStepper active={STEP_OF[session.phase]} />
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(error)}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <RecorderPanel session={session} ready={audition.isSuccess} />
        <Box sx={{ display: 'grid', gap: 2 }}>
          {activity.data ? <ActivityGuide activity={activity.data} /> : <Skeleton variant="rounded" height={220} />}
          {interview && jobId !== null ? (
            <InterviewQuestions
              jobId={jobId}
              jobTitle={audition.data?.job ? `${audition.data.job.title} · ${audition.data.job.company}` : null}
            />
          ) : null}
        </Box>
      </Box>
      <SuccessDialog open={session.phase === 'submitted'} code={audition.data?.code ?? null} />
    </>
  );
};
