import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { maskCnpj, type Company } from '@portal/contracts';

type Identified = Pick<Company, 'cnpj' | 'numero_registro'>;

/** 'CNPJ' or 'Registro Profissional', whichever the company has. */
export const identifierLabel = (company: Identified): string => (company.cnpj ? 'CNPJ' : 'Registro Profissional');

/** The CNPJ masked 00.000.000/0000-00, or the professional registration. */
export const identifierValue = (company: Identified): string =>
  company.cnpj ? maskCnpj(company.cnpj) : (company.numero_registro ?? '');

/** Table cell: the number, with its kind in small print. */
export const CompanyIdentifier = ({ company }: { company: Identified }) => (
  <Box component="span" sx={{ display: 'inline-grid', textAlign: 'inherit' }}>
    <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {identifierValue(company)}
    </Box>
    <Typography component="span" variant="caption" color="text.secondary">
      {identifierLabel(company)}
    </Typography>
  </Box>
);
