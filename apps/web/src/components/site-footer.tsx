import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { COPYRIGHT_YEAR } from '@portal/contracts';

/** docs/spec/01-product.md#shell: the footer states the university's rights reserved for 2024. */
export const COPYRIGHT_TEXT = `© ${COPYRIGHT_YEAR} Universidade — Todos os direitos reservados.`;

export const SiteFooter = ({ align = 'center' }: { align?: 'center' | 'left' }) => (
  <Box component="footer" sx={{ py: 2.5, px: 3, textAlign: align }}>
    <Typography variant="body2" color="text.secondary">
      {COPYRIGHT_TEXT}
    </Typography>
  </Box>
);
