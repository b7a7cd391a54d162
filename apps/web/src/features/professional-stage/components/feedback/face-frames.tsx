import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FaceRetouchingOffOutlined from '@mui/icons-material/FaceRetouchingOffOutlined';
import type { FaceSummary, Recognition } from '@portal/contracts';
import { FeedbackSection } from './feedback-section';
import { flaggedFrames } from './feedback-view';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * 'Reconhecimento facial': in how many frames the registered face was found, and each frame where
 * it was not (no face, or a face unlike the registered photos), with its picture and reason.
 */
export const FaceFrames = ({
  face,
  recognition,
}: {
  face: FaceSummary;
  recognition: readonly Recognition[] | undefined;
}) => {
  const id = useId();
  const flagged = flaggedFrames(face, recognition);
  return (
    <FeedbackSection
      id={id}
      title="Reconhecimento facial"
      hint="Durante a gravação, quadros da câmera foram comparados com as fotos da sua biometria."
    >
      {flagged.length === 0 ? (
        <Alert severity="success" variant="outlined">
          Seu rosto foi reconhecido em todos os {plural(face.frames, 'quadro', 'quadros')} analisados.
        </Alert>
      ) : (
        <>
          <Alert severity="warning" variant="outlined">
            Seu rosto foi reconhecido em {face.matched} de {plural(face.frames, 'quadro', 'quadros')}.{' '}
            {flagged.length === 1 ? 'O quadro abaixo não contou' : `Os ${flagged.length} quadros abaixo não contaram`}{' '}
            para a presença: fique de frente para a câmera, com o rosto iluminado e sem outras pessoas na imagem.
          </Alert>
          <Box
            component="ul"
            aria-label="Quadros sinalizados"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            {flagged.map((frame) => (
              <Paper
                key={frame.id}
                component="li"
                variant="outlined"
                sx={{ display: 'flex', gap: 1.5, p: 1.25, alignItems: 'center', borderRadius: 2 }}
              >
                {frame.imageUrl ? (
                  <Box
                    component="img"
                    src={frame.imageUrl}
                    alt={`Quadro ${frame.position}`}
                    sx={{
                      width: 96,
                      aspectRatio: '4 / 3',
                      objectFit: 'cover',
                      borderRadius: 1.5,
                      bgcolor: 'action.hover',
                      flexShrink: 0,
                    }}
                  />
                ) : (
                  <Box
                    sx={{
                      width: 96,
                      aspectRatio: '4 / 3',
                      borderRadius: 1.5,
                      bgcolor: 'action.hover',
                      display: 'grid',
                      placeContent: 'center',
                      flexShrink: 0,
                    }}
                  >
                    <FaceRetouchingOffOutlined aria-hidden sx={{ color: 'text.secondary' }} />
                  </Box>
                )}
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="subtitle2" component="p">
                    Quadro {frame.position} de {face.frames}
                  </Typography>
                  <Typography variant="body2">{frame.reason}</Typography>
                  {frame.similarity !== null ? (
                    <Typography variant="caption" color="text.secondary" component="p">
                      Semelhança com suas fotos: {Math.round(frame.similarity)}%
                    </Typography>
                  ) : null}
                </Box>
              </Paper>
            ))}
          </Box>
        </>
      )}
    </FeedbackSection>
  );
};
