import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import WorkOutline from '@mui/icons-material/WorkOutlineOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import { BrandLogo } from '../../../components/brand-logo';
import { PageHeading } from '../../../components/page-heading';
import { SiteFooter } from '../../../components/site-footer';
import { SkipLinks } from '../../../components/accessibility/skip-links';

const HIGHLIGHTS = [
  { icon: WorkOutline, text: 'Vagas de estágio e emprego de empresas parceiras' },
  { icon: DescriptionOutlined, text: 'Currículo digital para compartilhar com recrutadores' },
  { icon: VideocamOutlined, text: 'Palco profissional: videocurrículo e entrevistas simuladas' },
] as const;

interface AuthLayoutProps {
  /** Small line above the title naming the audience, e.g. 'Estudantes'. */
  eyebrow: string;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/**
 * Signed-out screens: a blue hero with the portal's highlights beside a form card. The theme
 * follows the stored dark-mode choice; the switch itself is in the signed-in top bar.
 */
export const AuthLayout = ({ eyebrow, title, subtitle, children }: AuthLayoutProps) => (
  <Box sx={{ minHeight: '100dvh', display: 'grid', gridTemplateColumns: { md: 'minmax(0, 5fr) minmax(0, 6fr)' } }}>
    <SkipLinks />
    <Box
      component="aside"
      aria-label="Sobre o portal"
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'space-between',
        gap: 6,
        p: { md: 6, lg: 8 },
        color: '#fff',
        background: 'linear-gradient(145deg, #062a66 0%, #0b3d91 55%, #1d5fc4 100%)',
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <BrandLogo size={44} tone="inverse" />
      <Box sx={{ maxWidth: 460 }}>
        <Typography
          component="p"
          sx={{ fontSize: { md: '2rem', lg: '2.4rem' }, fontWeight: 700, lineHeight: 1.2, mb: 2 }}
        >
          Seu próximo passo profissional começa aqui.
        </Typography>
        <Typography sx={{ opacity: 0.85, mb: 4, fontSize: '1.05rem' }}>
          Conectamos estudantes e egressos da universidade às empresas que procuram talentos.
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {HIGHLIGHTS.map(({ icon: Icon, text }) => (
            <Box component="li" key={text} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Box
                sx={{
                  display: 'grid',
                  placeItems: 'center',
                  width: 40,
                  height: 40,
                  borderRadius: 2,
                  bgcolor: 'rgba(255,255,255,0.14)',
                  flexShrink: 0,
                }}
              >
                <Icon fontSize="small" sx={{ color: '#f5c451' }} aria-hidden />
              </Box>
              <Typography>{text}</Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <Typography variant="body2" sx={{ opacity: 0.7 }}>
        Escritório de carreiras da universidade
      </Typography>
    </Box>
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, bgcolor: 'background.default' }}>
      <Box sx={{ display: { xs: 'flex', md: 'none' }, px: { xs: 2, sm: 3 }, pt: 2.5 }}>
        <BrandLogo size={32} />
      </Box>
      <Box
        component="main"
        id="conteudo"
        tabIndex={-1}
        sx={{
          outline: 'none',
          flex: 1,
          display: 'grid',
          placeItems: 'center',
          px: { xs: 2, sm: 3 },
          py: { xs: 3, sm: 4 },
        }}
      >
        <Card
          variant="outlined"
          sx={{
            width: '100%',
            // In rem: with enlarged text the card grows with it and no label is cut.
            maxWidth: '27.5rem',
            p: { xs: 3, sm: 4 },
            borderRadius: 3,
            boxShadow: '0 12px 40px rgba(11, 61, 145, 0.08)',
          }}
        >
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: '0.08em' }}>
            {eyebrow}
          </Typography>
          <PageHeading>{title}</PageHeading>
          {subtitle ? (
            <Typography color="text.secondary" sx={{ mt: -2, mb: 3 }}>
              {subtitle}
            </Typography>
          ) : null}
          {children}
        </Card>
      </Box>
      <SiteFooter />
    </Box>
  </Box>
);
