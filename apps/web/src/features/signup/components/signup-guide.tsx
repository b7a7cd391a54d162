import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import WorkOutline from '@mui/icons-material/WorkOutlineOutlined';
import { useSession } from '../../../lib/session';

const STEPS = [
  { title: 'Representante', text: 'Quem vai entrar no portal em nome da empresa: nome, e-mail e senha.' },
  { title: 'Empresa', text: 'CNPJ ou registro profissional, área de atuação e uma apresentação para os estudantes.' },
  { title: 'Ativação', text: 'O escritório de carreiras confere o cadastro e ativa o seu acesso.' },
] as const;

const BENEFITS = [
  { icon: WorkOutline, text: 'Publique vagas de estágio e emprego' },
  { icon: DescriptionOutlined, text: 'Receba candidaturas e leia os currículos' },
  { icon: VideocamOutlined, text: 'Assista aos videocurrículos dos candidatos' },
] as const;

const panel = { p: 3, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' } as const;

/** Beside the form: what the sign-up asks for, what happens after it, and what the portal offers. */
export const SignupGuide = () => {
  const signedIn = useSession() !== null;
  const stepsId = useId();
  const benefitsId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
      <Box component="section" aria-labelledby={stepsId} sx={panel}>
        <Typography id={stepsId} variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          Como funciona
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.25 }}>
          {STEPS.map((step, index) => (
            <Box component="li" key={step.title} sx={{ display: 'grid', gridTemplateColumns: '32px 1fr', gap: 1.5 }}>
              <Box
                aria-hidden
                sx={{
                  width: 32,
                  height: 32,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                }}
              >
                {index + 1}
              </Box>
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{step.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {step.text}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
      <Box component="section" aria-labelledby={benefitsId} sx={panel}>
        <Typography id={benefitsId} variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          Depois da ativação
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.75 }}>
          {BENEFITS.map(({ icon: Icon, text }) => (
            <Box component="li" key={text} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Box
                sx={{
                  display: 'grid',
                  placeItems: 'center',
                  width: 36,
                  height: 36,
                  borderRadius: 2,
                  bgcolor: 'action.selected',
                  color: 'primary.main',
                  flexShrink: 0,
                }}
              >
                <Icon fontSize="small" aria-hidden />
              </Box>
              <Typography variant="body2">{text}</Typography>
            </Box>
          ))}
        </Box>
      </Box>
      {signedIn ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
          Já tem cadastro?{' '}
          <Link component={RouterLink} to="/login-admin" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            Entre com seu e-mail
          </Link>
        </Typography>
      )}
    </Box>
  );
};
