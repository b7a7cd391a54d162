import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** What a data deletion erases (the privacy module and its contributors), for the confirmation. */
const ERASED = [
  'a conta de acesso (RA, e-mail e senha);',
  'o currículo: perfil, foto, habilidades, experiências profissionais, eventos e certificados;',
  'as candidaturas e as vagas salvas;',
  'as horas de atividades complementares registradas no portal;',
  'as fotos de biometria e as apresentações do Palco profissional.',
];

export const DataDeletionList = () => (
  <Box>
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      Serão excluídos definitivamente:
    </Typography>
    <Box
      component="ul"
      sx={{ m: 0, mt: 0.5, pl: 2.5, typography: 'body2', color: 'text.secondary', '& li + li': { mt: 0.25 } }}
    >
      {ERASED.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </Box>
  </Box>
);
