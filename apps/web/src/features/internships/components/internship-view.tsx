import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  INTERNSHIP_KIND_LABELS,
  internshipMessages,
  SIGNING_PARTY_LABELS,
  type Internship,
  type SigningParty,
  capitalizeName,
} from '@portal/contracts';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { downloadDocument, useInternshipAction } from '../api/internships-api';
import { formatCents, formatDay, InternshipStatusChip } from './internship-status';
import { InternshipTimeline } from './internship-timeline';
import { SignDialog } from './sign-dialog';
import { InternshipFollowUp } from './internship-follow-up';
import { AmendmentsPanel } from './amendments-panel';

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box sx={{ display: 'contents' }}>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0 }}>
      {children}
    </Typography>
  </Box>
);

/** One TCE for any of its parties: the terms, the timeline and what this party can do now. */
export const InternshipView = ({ t, party, staff }: { t: Internship; party: SigningParty; staff: boolean }) => {
  const [dialog, setDialog] = useState<'sign' | 'cancel' | null>(null);
  const submit = useInternshipAction('submit');
  const cancel = useInternshipAction('cancel');
  const run = (m: typeof submit, done: string) =>
    m.mutate(t.id, { onSuccess: () => toast.success(done), onError: (e) => toast.error(errorMessage(e)) });
  const verifyPath = `/validar/${t.verification_code}`;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <InternshipStatusChip status={t.status} />
        {t.next_party ? (
          <Typography variant="body2">Aguardando a assinatura de: {SIGNING_PARTY_LABELS[t.next_party]}</Typography>
        ) : null}
      </Box>
      {t.next_party === party ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" variant="outlined" size="small" onClick={() => setDialog('sign')}>
              Assinar termo
            </Button>
          }
        >
          Este termo aguarda a sua assinatura.
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {staff && t.status === 'draft' ? (
          <Button
            variant="contained"
            disabled={submit.isPending}
            onClick={() => run(submit, internshipMessages.submitted)}
          >
            Enviar para assinaturas
          </Button>
        ) : null}
        {staff && t.status === 'draft' ? (
          <Button component={RouterLink} to={`/estagios/${t.id}/editar`} variant="outlined">
            Editar rascunho
          </Button>
        ) : null}
        {staff && (t.status === 'draft' || t.status === 'awaiting_signatures') ? (
          <Button color="error" variant="outlined" onClick={() => setDialog('cancel')}>
            Cancelar termo
          </Button>
        ) : null}
        {t.document_sha256 ? (
          <Button
            variant="contained"
            onClick={() =>
              downloadDocument(t.id, t.verification_code).catch((e: unknown) => toast.error(errorMessage(e)))
            }
          >
            Baixar documento (PDF)
          </Button>
        ) : null}
        {t.document_sha256 ? (
          <Link component={RouterLink} to={verifyPath} sx={{ alignSelf: 'center' }}>
            Verificação pública: {t.verification_code}
          </Link>
        ) : null}
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6" gutterBottom>
          Termo de compromisso
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1, m: 0 }}>
          <Fact label="Estagiário(a)">
            {capitalizeName(t.student.name)} (RA {t.student.ra}){t.student.course ? `, ${t.student.course}` : ''}
          </Fact>
          <Fact label="Parte concedente">{t.company.name}</Fact>
          <Fact label="Convênio">
            nº {t.agreement.number}, vigente até {formatDay(t.agreement.ends_on)}
          </Fact>
          <Fact label="Tipo">{INTERNSHIP_KIND_LABELS[t.kind]}</Fact>
          <Fact label="Período">
            {formatDay(t.starts_on)} a {formatDay(t.ends_on)}
          </Fact>
          <Fact label="Jornada">
            {t.hours_per_day} h/dia, {t.hours_per_week} h/semana
          </Fact>
          <Fact label="Bolsa e auxílio-transporte">
            {formatCents(t.stipend_cents)} e {formatCents(t.transport_aid_cents)}
          </Fact>
          <Fact label="Seguro">
            {t.insurer}, apólice {t.policy_number}
          </Fact>
          <Fact label="Supervisor(a)">
            {t.supervisor.name}, {t.supervisor.position} ({t.supervisor.education})
          </Fact>
          <Fact label="Orientador(a)">{t.advisor.name}</Fact>
          <Fact label="Recesso">{t.recess.entitled_days} dias (art. 13)</Fact>
        </Box>
        <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
          Plano de atividades
        </Typography>
        <ol>
          {t.activities.map((a, i) => (
            <li key={i}>{a}</li>
          ))}
        </ol>
      </Paper>
      <AmendmentsPanel t={t} party={party} staff={staff} />
      <InternshipFollowUp t={t} party={party} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6">
          Histórico
        </Typography>
        <InternshipTimeline t={t} />
      </Paper>
      {dialog === 'sign' ? <SignDialog id={t.id} termsSha256={t.terms_sha256} onClose={() => setDialog(null)} /> : null}
      {dialog === 'cancel' ? (
        <Dialog open onClose={() => setDialog(null)} aria-labelledby="cancel-title">
          <DialogTitle id="cancel-title">Cancelar o termo de compromisso?</DialogTitle>
          <DialogContent>O termo deixa de valer e as assinaturas já feitas são descartadas.</DialogContent>
          <DialogActions>
            <Button onClick={() => setDialog(null)}>Voltar</Button>
            <Button
              color="error"
              variant="contained"
              onClick={() => {
                setDialog(null);
                run(cancel, internshipMessages.cancelled);
              }}
            >
              Cancelar termo
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </Box>
  );
};
