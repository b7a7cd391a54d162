import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { downloadPdf } from '../api/internships-api';

/** A frozen document: download its stored PDF, or open its public verification page. */
export const DocumentLinks = ({ path, code, label }: { path: string; code: string; label: string }) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
    <Button
      size="small"
      variant="outlined"
      onClick={() => downloadPdf(path, `${code}.pdf`).catch((e: unknown) => toast.error(errorMessage(e)))}
    >
      {label}
    </Button>
    <Link component={RouterLink} to={`/validar/${code}`} variant="body2">
      Verificação: {code}
    </Link>
  </Box>
);
