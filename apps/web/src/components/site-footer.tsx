import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { COPYRIGHT_YEAR } from '@portal/contracts';

/** docs/spec/01-product.md#shell: the footer states the university's rights reserved for 2024. */
export const COPYRIGHT_TEXT = `© ${COPYRIGHT_YEAR} Universidade — Todos os direitos reservados.`;

/** The footer of every page: the target of Alt+4, with the link to 'Acessibilidade' (eMAG). */
export const SiteFooter = ({ align = 'center' }: { align?: 'center' | 'left' }) => (
  <Box
    component="footer"
    id="rodape"
    tabIndex={-1}
    sx={{ py: 2.5, px: 3, textAlign: align, outline: 'none', display: 'grid', gap: 0.5 }}
  >
    <Typography variant="body2">
      <Link component={RouterLink} to="/acessibilidade" underline="always" sx={{ display: 'inline-block', py: 0.5 }}>
        Acessibilidade
      </Link>
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {COPYRIGHT_TEXT}
    </Typography>
  </Box>
);
