import { Link as RouterLink, Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { BrandLogo } from '../../components/brand-logo';
import { ColorModeSwitch } from '../../components/color-mode-switch';
import { SkipLinks } from '../../components/accessibility/skip-links';
import { SiteFooter } from '../../components/site-footer';
import { queryClient } from '../../lib/query-client';

/** Pages open to anyone (sign-up, public resume): the portal's header, the page and the footer. */
export const PublicLayout = () => (
  <QueryClientProvider client={queryClient}>
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <SkipLinks />
      <Box
        component="header"
        sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', displayPrint: 'none' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <Box
            component={RouterLink}
            to="/"
            aria-label="Portal de Oportunidades, início"
            sx={{ color: 'inherit', textDecoration: 'none', display: 'flex', minWidth: 0 }}
          >
            <BrandLogo size={32} wrapOnPhones />
          </Box>
          <Box sx={{ flex: 1 }} />
          <ColorModeSwitch />
        </Toolbar>
      </Box>
      <Box
        component="main"
        id="conteudo"
        tabIndex={-1}
        sx={{ outline: 'none', flex: 1, width: '100%', maxWidth: 1100, mx: 'auto', p: { xs: 2, sm: 3, md: 4 } }}
      >
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  </QueryClientProvider>
);
