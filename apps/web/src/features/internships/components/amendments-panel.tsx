import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  AMENDMENT_STATUS_LABELS,
  amendmentMessages as am,
  SIGNING_PARTY_LABELS,
  type AmendmentTerms,
  type Internship,
  type InternshipAmendment,
  type SigningParty,
} from '@portal/contracts';
import { AmendmentDialog } from './amendment-dialog';
import { DocumentLinks } from './document-links';
import { formatCents, formatDay } from './internship-status';
import { SignDialog } from './sign-dialog';

/** Each change of an amendment, from the old value to the new one. */
const changeLines = (c: AmendmentTerms, p: AmendmentTerms): string[] => {
  const lines: string[] = [];
  if (c.ends_on) lines.push(`Término: ${formatDay(p.ends_on ?? '')} → ${formatDay(c.ends_on)}`);
  if (c.hours_per_day) lines.push(`Horas por dia: ${p.hours_per_day} → ${c.hours_per_day}`);
  if (c.hours_per_week) lines.push(`Horas por semana: ${p.hours_per_week} → ${c.hours_per_week}`);
  if (c.stipend_cents !== undefined)
    lines.push(`Bolsa: ${formatCents(p.stipend_cents ?? 0)} → ${formatCents(c.stipend_cents)}`);
  if (c.transport_aid_cents !== undefined)
    lines.push(
      `Auxílio-transporte: ${formatCents(p.transport_aid_cents ?? 0)} → ${formatCents(c.transport_aid_cents)}`,
    );
  if (c.supervisor) lines.push(`Supervisor(a): ${p.supervisor?.name ?? ''} → ${c.supervisor.name}`);
  if (c.activities) lines.push(`Plano de atividades: ${c.activities.join('; ')}`);
  return lines;
};

const Version = ({
  t,
  a,
  party,
  onSign,
}: {
  t: Internship;
  a: InternshipAmendment;
  party: SigningParty;
  onSign: () => void;
}) => (
  <Box component="li" sx={{ display: 'grid', gap: 0.5, py: 1, borderTop: 1, borderColor: 'divider' }}>
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography component="h3" variant="subtitle1">
        Termo aditivo nº {a.number}
      </Typography>
      <Chip
        size="small"
        label={AMENDMENT_STATUS_LABELS[a.status]}
        color={a.status === 'active' ? 'success' : 'warning'}
      />
      {a.next_party ? (
        <Typography variant="body2">Aguardando a assinatura de: {SIGNING_PARTY_LABELS[a.next_party]}</Typography>
      ) : null}
    </Box>
    {changeLines(a.changes, a.previous).map((l) => (
      <Typography key={l} variant="body2">
        {l}
      </Typography>
    ))}
    {a.next_party === party ? (
      <Box>
        <Button size="small" variant="contained" onClick={onSign}>
          Assinar termo aditivo nº {a.number}
        </Button>
      </Box>
    ) : null}
    {a.verification_code ? (
      <DocumentLinks
        path={`/internships/${t.id}/amendments/${a.id}/document`}
        code={a.verification_code}
        label="Baixar termo aditivo (PDF)"
      />
    ) : null}
  </Box>
);

/** The TCE's versions: the original and each termo aditivo; the company or the office writes a new one. */
export const AmendmentsPanel = ({ t, party, staff }: { t: Internship; party: SigningParty; staff: boolean }) => {
  const [dialog, setDialog] = useState<'new' | InternshipAmendment | null>(null);
  if (!t.document_sha256) return null;
  const open = t.amendments.some((a) => a.status === 'awaiting_signatures');
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6">
        {am.versions}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        <Box component="li" sx={{ py: 1 }}>
          <Typography variant="body2">
            {am.original}: código {t.verification_code}
          </Typography>
        </Box>
        {t.amendments.map((a) => (
          <Version key={a.id} t={t} a={a} party={party} onSign={() => setDialog(a)} />
        ))}
      </Box>
      {staff && t.status === 'active' && !open ? (
        <Button variant="outlined" sx={{ mt: 1 }} onClick={() => setDialog('new')}>
          Novo termo aditivo
        </Button>
      ) : null}
      {dialog === 'new' ? <AmendmentDialog t={t} onClose={() => setDialog(null)} /> : null}
      {dialog && dialog !== 'new' ? (
        <SignDialog
          id={t.id}
          termsSha256={dialog.terms_sha256}
          amendment={{ id: dialog.id, number: dialog.number }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Paper>
  );
};
