import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { stageMessages, type Biometric } from '@portal/contracts';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { PageHeading } from '../../../components/page-heading';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useAcceptBiometricConsent } from '../api/accept-biometric-consent';
import { biometricConsentQueryOptions } from '../api/biometric-consent-query';
import { biometricsQueryOptions } from '../api/biometrics-query';
import { useDeleteBiometric } from '../api/delete-biometric';
import { ConsentPanel } from '../components/biometrics/consent-panel';
import { PhotoSlots } from '../components/biometrics/photo-slots';
import { pendingPoses, POSE_LABELS } from '../components/biometrics/poses';
import { PoseCapture } from '../components/biometrics/pose-capture';
import { StageStepper } from '../components/media/stage-stepper';
import { RetryAlert } from '../../../components/retry-alert';
import { stagePreferencesQueryOptions } from '../api/stage-preferences';
import { FaceAnalysisChoice } from '../components/preferences/face-analysis-choice';

/** Where 'Ir para a apresentação' leads: the recorder the student came from, else the stage. */
const presentationPath = (params: URLSearchParams): string => {
  const activity = Number(params.get('atividade'));
  if (!Number.isInteger(activity) || activity <= 0) return '/palco-profissional';
  const job = Number(params.get('vaga'));
  return `/recorder/${activity}${Number.isInteger(job) && job > 0 ? `?vaga=${job}` : ''}`;
};

/** 'Ir para a apresentação' in an alert: the photos are done, or none is needed. */
const ReadyAlert = ({ severity, to, children }: { severity: 'info' | 'success'; to: string; children: ReactNode }) => (
  <Alert
    severity={severity}
    action={
      <Button component={RouterLink} to={to} variant="contained" color={severity} endIcon={<ArrowForwardRounded />}>
        Ir para a apresentação
      </Button>
    }
    sx={{
      alignItems: 'center',
      flexWrap: 'wrap',
      rowGap: 1,
      '& .MuiAlert-message': { flex: '1 1 220px' },
      '& .MuiAlert-action': { pt: 0, mr: 0 },
    }}
  >
    {children}
  </Alert>
);

/** Student `/biometrics`: LGPD consent, then the five face photos (front, right, left, up, down). */
export const BiometricsPage = () => {
  const [params] = useSearchParams();
  const photos = useQuery(biometricsQueryOptions());
  const consent = useQuery(biometricConsentQueryOptions());
  const prefs = useQuery(stagePreferencesQueryOptions());
  const faceOff = prefs.data?.face_analysis === false;
  const accept = useAcceptBiometricConsent();
  const remove = useDeleteBiometric();
  const [deleting, setDeleting] = useState<Biometric | null>(null);
  const list = photos.data ?? [];
  const pending = pendingPoses(list);
  const done = photos.isSuccess && pending.length === 0;
  // The server keeps the consent (version and time); nothing is captured before it is recorded.
  const consented = consent.data?.consent != null;
  const agree = () => accept.mutate(undefined, { onError: (error) => toast.error(errorMessage(error)) });
  const navigate = useNavigate();
  const refuse = () => {
    toast.info(stageMessages.consentRefused);
    void navigate('/palco-profissional');
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(`Foto ${POSE_LABELS[deleting.pose].title} excluída.`);
        setDeleting(null);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <>
      <PageHeading>Cadastrar biometria</PageHeading>
      <StageStepper active={done || faceOff ? 1 : 0} />
      <Box sx={{ mb: 3 }}>
        <FaceAnalysisChoice />
      </Box>
      {faceOff ? (
        <ReadyAlert severity="info" to={presentationPath(params)}>
          Sem a análise facial, nenhuma foto é necessária: você já pode gravar a sua apresentação.
        </ReadyAlert>
      ) : photos.isPending || consent.isPending ? (
        <Skeleton variant="rounded" height={320} aria-label="Carregando fotos" />
      ) : photos.isError || consent.isError ? (
        <RetryAlert onRetry={() => void Promise.all([photos.refetch(), consent.refetch()])}>
          {errorMessage(photos.error ?? consent.error)}
        </RetryAlert>
      ) : !consented ? (
        <ConsentPanel onAgree={agree} onRefuse={refuse} saving={accept.isPending} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          {done ? (
            <ReadyAlert severity="success" to={presentationPath(params)}>
              Biometria cadastrada! Você já pode gravar a sua apresentação.
            </ReadyAlert>
          ) : (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <PoseCapture pending={pending} />
            </Paper>
          )}
          <Box component="section" aria-labelledby="fotos-cadastradas">
            <Typography id="fotos-cadastradas" variant="h2" component="h2" sx={{ mb: 1.5 }}>
              Suas fotos
            </Typography>
            <PhotoSlots photos={list} current={done ? null : (pending[0] ?? null)} onDelete={setDeleting} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              As fotos são dados pessoais sensíveis (LGPD) e servem apenas para confirmar a sua identidade nas
              gravações. Exclua qualquer uma delas quando quiser.
            </Typography>
          </Box>
        </Box>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        title="Excluir foto"
        confirmLabel="Excluir"
        destructive
        loading={remove.isPending}
      >
        Excluir a foto {deleting ? POSE_LABELS[deleting.pose].title : ''}? Você precisará capturá-la de novo antes da
        próxima gravação.
      </ConfirmDialog>
    </>
  );
};
