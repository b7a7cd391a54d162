import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { stageMessages } from '@portal/contracts';
import { toast } from '../../../../lib/toast';

/** The student's RA with a copy button ('RA copiado com sucesso!'). */
export const RaCell = ({ ra }: { ra: string | null }) => {
  if (!ra) return <>—</>;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(ra);
      toast.success(stageMessages.raCopied);
    } catch {
      toast.error('Não foi possível copiar o RA.');
    }
  };
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      {ra}
      <Tooltip title="Copiar RA">
        <IconButton size="small" aria-label={`Copiar RA ${ra}`} onClick={() => void copy()}>
          <ContentCopyRounded sx={{ fontSize: 16 }} />
        </IconButton>
      </Tooltip>
    </Box>
  );
};
