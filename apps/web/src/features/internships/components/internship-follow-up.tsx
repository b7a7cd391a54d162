import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  followUpMessages as f,
  REPORT_STATUS_LABELS,
  type Internship,
  type InternshipReport,
  type SigningParty,
} from '@portal/contracts';
import { formatDay } from './internship-status';
import { FollowUpDialog, type FollowUpStep } from './follow-up-dialog';
import { DocumentLinks } from './document-links';

/** What each party does with a report: the student writes, the company evaluates, the office decides. */
const reportSteps = (party: SigningParty, r: InternshipReport): FollowUpStep[] => {
  const at = `reports/${r.id}`;
  if (party === 'student')
    return r.status === 'pending' || r.status === 'returned'
      ? [
          {
            title: `Relatório de atividades até ${formatDay(r.due_on)}`,
            path: at,
            method: 'PUT',
            action: 'Enviar relatório',
            done: f.reportSubmitted,
            fields: [
              { name: 'activities', label: 'Atividades realizadas', multiline: true, initial: r.activities ?? '' },
            ],
          },
        ]
      : [];
  if (party === 'company')
    return r.status === 'approved'
      ? []
      : [
          {
            title: 'Avaliação do supervisor',
            path: `${at}/evaluation`,
            method: 'PUT',
            action: 'Salvar avaliação',
            done: f.reportEvaluated,
            fields: [{ name: 'evaluation', label: 'Avaliação', multiline: true, initial: r.evaluation ?? '' }],
          },
        ];
  return r.status === 'submitted'
    ? [
        {
          title: 'Aprovar o relatório',
          path: `${at}/approval`,
          method: 'POST',
          action: 'Aprovar',
          done: f.reportApprovedDone,
          fields: [],
        },
        {
          title: 'Devolver o relatório ao estagiário',
          path: `${at}/return`,
          method: 'POST',
          action: 'Devolver',
          done: f.reportReturned,
          fields: [{ name: 'comment', label: 'O que corrigir', multiline: true }],
        },
      ]
    : [];
};

const recessStep: FollowUpStep = {
  title: 'Marcar recesso (art. 13)',
  path: 'recesses',
  method: 'POST',
  action: 'Marcar recesso',
  done: f.recessCreated,
  fields: [
    { name: 'starts_on', label: 'Início do recesso', type: 'date' },
    { name: 'days', label: 'Dias', type: 'number' },
  ],
};
const terminationStep: FollowUpStep = {
  title: 'Rescindir o estágio?',
  path: 'termination',
  method: 'POST',
  action: 'Rescindir',
  done: f.terminated,
  destructive: true,
  fields: [
    { name: 'ended_on', label: 'Data de término', type: 'date' },
    { name: 'reason', label: 'Motivo', multiline: true },
  ],
};
const completionStep: FollowUpStep = {
  title: 'Concluir o estágio (termo de realização)',
  path: 'completion',
  method: 'POST',
  action: 'Concluir',
  done: f.completed,
  fields: [
    { name: 'evaluation', label: 'Avaliação de desempenho', multiline: true },
    { name: 'activities_summary', label: 'Resumo das atividades', multiline: true },
  ],
};

/** Reports, recess and the ending of an active (or ended) internship, with this party's actions. */
export const InternshipFollowUp = ({ t, party }: { t: Internship; party: SigningParty }) => {
  const [step, setStep] = useState<FollowUpStep | null>(null);
  const active = t.status === 'active';
  if (!t.reports.length && !t.ending && !active) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h6">
        Acompanhamento do estágio
      </Typography>
      <Box>
        <Typography component="h3" variant="subtitle1">
          Relatórios de atividades
        </Typography>
        <Table size="small" aria-label="Relatórios de atividades">
          <TableHead>
            <TableRow>
              <TableCell>Prazo</TableCell>
              <TableCell>Situação</TableCell>
              <TableCell>Atividades, avaliação e parecer</TableCell>
              <TableCell>Ações</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {t.reports.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{formatDay(r.due_on)}</TableCell>
                <TableCell>{REPORT_STATUS_LABELS[r.status]}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-line' }}>
                  {[r.activities, r.evaluation && `Supervisor: ${r.evaluation}`, r.comment && `Parecer: ${r.comment}`]
                    .filter(Boolean)
                    .join('\n') || '—'}
                </TableCell>
                <TableCell>
                  {r.document_code ? (
                    <DocumentLinks
                      path={`/internships/${t.id}/reports/${r.id}/document`}
                      code={r.document_code}
                      label="Baixar relatório (PDF)"
                    />
                  ) : null}
                  {active
                    ? reportSteps(party, r).map((s) => (
                        <Button key={s.path} size="small" onClick={() => setStep(s)}>
                          {s.action}
                        </Button>
                      ))
                    : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Typography variant="body2">
        Recesso: {t.recess.entitled_days} dias de direito, {t.recess.taken_days} usados, {t.recess.remaining_days}{' '}
        restantes
        {t.recesses.length
          ? ` (${t.recesses.map((x) => `${formatDay(x.starts_on)} a ${formatDay(x.ends_on)}`).join('; ')})`
          : ''}
      </Typography>
      {t.ending ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {t.status === 'terminated'
            ? `Rescindido em ${formatDay(t.ending.ended_on)}: ${t.ending.reason ?? ''}`
            : `Concluído em ${formatDay(t.ending.ended_on)}.\nAvaliação: ${t.ending.evaluation ?? ''}\nAtividades: ${t.ending.activities_summary ?? ''}`}
        </Typography>
      ) : null}
      {t.ending?.document_code ? (
        <DocumentLinks
          path={`/internships/${t.id}/completion/document`}
          code={t.ending.document_code}
          label="Baixar termo de realização (PDF)"
        />
      ) : null}
      {active ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {party !== 'student' ? (
            <Button variant="outlined" onClick={() => setStep(recessStep)}>
              Marcar recesso
            </Button>
          ) : null}
          {party !== 'student' ? (
            <Button variant="outlined" onClick={() => setStep(completionStep)}>
              Concluir estágio
            </Button>
          ) : null}
          <Button color="error" variant="outlined" onClick={() => setStep(terminationStep)}>
            Rescindir estágio
          </Button>
        </Box>
      ) : null}
      {step ? <FollowUpDialog id={t.id} step={step} onClose={() => setStep(null)} /> : null}
    </Paper>
  );
};
