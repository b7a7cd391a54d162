import { useRef, useState, type DragEvent } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { INTERNSHIP_STATUS_LABELS, internshipMessages, SIGNING_PARTY_LABELS } from '@portal/contracts';
import { PageHeading } from '../../../components/page-heading';
import { formatDateTime } from '../../../lib/format';
import { verificationQueryOptions } from '../api/internships-api';

const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * `/validar/:code` (public): the frozen document's parties, signatures and SHA-256; a dropped PDF
 * is hashed in the browser (Web Crypto) and compared, nothing is uploaded.
 */
export const VerifyPage = () => {
  const code = useParams()['code'] ?? '';
  const query = useQuery(verificationQueryOptions(code));
  const [check, setCheck] = useState<{ name: string; ok: boolean } | null>(null);
  const [over, setOver] = useState(false);
  // A report or a termo de realização is issued, not signed.
  const doc = query.data?.kind === 'report' || query.data?.kind === 'completion' ? 'emitido' : 'assinado';
  const picker = useRef<HTMLInputElement>(null);
  const read = async (file: File | undefined) => {
    if (!file || !query.data) return;
    const digest = hex(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
    setCheck({ name: file.name, ok: digest === query.data.sha256 });
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void read(e.dataTransfer.files[0]);
  };
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', p: 2, display: 'grid', gap: 2 }}>
      <PageHeading>Verificação de documento</PageHeading>
      <Typography color="text.secondary">Código de verificação: {code}</Typography>
      {query.isPending ? <Skeleton variant="rounded" height={200} aria-label="Carregando verificação" /> : null}
      {query.error ? <Alert severity="error">{internshipMessages.documentNotFound}</Alert> : null}
      {query.data ? (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography component="h2" variant="h6">
              {query.data.title}
            </Typography>
            <Typography>Situação do estágio: {INTERNSHIP_STATUS_LABELS[query.data.status]}</Typography>
            <Box component="ul" sx={{ pl: 3 }}>
              {query.data.parties.map((p) => {
                const s = query.data.signatures.find((x) => x.party === p.party);
                return (
                  <li key={p.party}>
                    {SIGNING_PARTY_LABELS[p.party]}: {p.name}
                    {s ? `, assinado em ${formatDateTime(s.signed_at)}` : doc === 'emitido' ? '' : ', sem assinatura'}
                  </li>
                );
              })}
            </Box>
            <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
              SHA-256 do documento: <code>{query.data.sha256}</code>
            </Typography>
          </Paper>
          <Paper
            variant="outlined"
            onDragOver={(e) => {
              e.preventDefault();
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={drop}
            sx={{
              p: 3,
              textAlign: 'center',
              borderStyle: 'dashed',
              borderWidth: 2,
              borderColor: over ? 'primary.main' : 'divider',
            }}
          >
            <Typography sx={{ mb: 1 }}>
              Arraste o PDF aqui para conferir se ele é idêntico ao documento {doc}. O arquivo não sai do seu
              computador.
            </Typography>
            {/* A button that opens the hidden picker: a <label> may not take the button role. */}
            <Button variant="outlined" onClick={() => picker.current?.click()}>
              Escolher PDF
            </Button>
            <input
              ref={picker}
              hidden
              type="file"
              accept="application/pdf"
              aria-label="PDF a conferir"
              onChange={(e) => void read(e.target.files?.[0])}
            />
          </Paper>
          <div role="status" aria-live="polite">
            {check ? (
              <Alert severity={check.ok ? 'success' : 'error'}>
                {check.ok
                  ? `O arquivo ${check.name} é idêntico ao documento ${doc}.`
                  : `O arquivo ${check.name} não corresponde ao documento ${doc}.`}
              </Alert>
            ) : null}
          </div>
        </>
      ) : null}
    </Box>
  );
};
