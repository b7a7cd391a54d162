import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PrivacyTipOutlined from '@mui/icons-material/PrivacyTipOutlined';

const SECTIONS: ReadonlyArray<{ title: string; text: string }> = [
  {
    title: 'O que vamos coletar',
    text: 'Cinco fotos do seu rosto, tiradas agora pela câmera do seu dispositivo: de frente, virado para a direita, para a esquerda, para cima e para baixo.',
  },
  {
    title: 'Por que isso é um dado sensível',
    text: 'Fotos do rosto usadas para identificar uma pessoa são dados biométricos, considerados dados pessoais sensíveis pela Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018, arts. 5º, II, e 11). Por isso só as coletamos com o seu consentimento.',
  },
  {
    title: 'Para que serão usadas',
    text: 'Durante as gravações do Palco Profissional, um quadro do vídeo é comparado a uma das suas fotos a cada 30 segundos, para confirmar que é você quem se apresenta, e as expressões do rosto entram no feedback da apresentação. As fotos não são mostradas a empresas nem usadas para outra finalidade.',
  },
  {
    title: 'Como excluir',
    text: 'Você pode excluir cada foto nesta página, a qualquer momento, pelo botão de excluir abaixo dela. Sem as cinco fotos, novas apresentações ficam bloqueadas até que você as cadastre de novo.',
  },
];

/**
 * The LGPD consent shown before the camera is ever asked for; agreeing records this text's version
 * (BIOMETRIC_CONSENT_VERSION: a change of this text needs a new one) on the server. Refusing
 * records nothing: the server then refuses face images.
 */
export const ConsentPanel = ({
  onAgree,
  onRefuse,
  saving = false,
}: {
  onAgree: () => void;
  onRefuse: () => void;
  saving?: boolean;
}) => {
  const [checked, setChecked] = useState(false);
  const titleId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 760 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <PrivacyTipOutlined color="primary" aria-hidden sx={{ fontSize: 32 }} />
        <Typography id={titleId} variant="h2" component="h2">
          Consentimento para uso de fotos do rosto
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {SECTIONS.map((section) => (
          <Box key={section.title}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {section.title}
            </Typography>
            <Typography color="text.secondary">{section.text}</Typography>
          </Box>
        ))}
      </Box>
      <FormControlLabel
        sx={{ mt: 3, alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
        control={<Checkbox checked={checked} onChange={(event) => setChecked(event.target.checked)} />}
        label="Li e concordo com a coleta e o uso das fotos do meu rosto para as finalidades descritas acima."
      />
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1.5 }}>
        <Button color="inherit" size="large" disabled={saving} onClick={onRefuse}>
          Não concordo
        </Button>
        <Button variant="contained" size="large" disabled={!checked} loading={saving} onClick={onAgree}>
          Concordo, abrir a câmera
        </Button>
      </Box>
    </Paper>
  );
};
