import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LottieLight } from 'lottie-react';
import { messages } from '@portal/contracts';

const ANIMATION_LABEL = 'Ilustração: trabalhador diante de um computador com um alerta';
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Loads the animation in its own chunk, so the page shell and its text do not
 * wait for it. Returns `null` until it arrives, and stays `null` if it cannot
 * be loaded: the artwork is decorative and the page works without it.
 */
function useNotFoundAnimation(): object | null {
  const [animation, setAnimation] = useState<object | null>(null);
  useEffect(() => {
    let active = true;
    import('../assets/not-found-animation.json')
      .then((module) => {
        if (active) setAnimation(module.default);
      })
      .catch(() => {
        // Leave the reserved space empty; the heading and the button still work.
      });
    return () => {
      active = false;
    };
  }, []);
  return animation;
}

export function NotFoundPage() {
  const animation = useNotFoundAnimation();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });

  return (
    <Stack
      spacing={3}
      sx={{
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: '70vh',
        px: 2,
        py: 4,
        textAlign: 'center',
      }}
    >
      <Box role="img" aria-label={ANIMATION_LABEL} sx={{ width: '100%', maxWidth: 600, aspectRatio: '600 / 425' }}>
        {animation !== null && (
          <LottieLight
            // Autoplay is read when the animation loads: a change of preference
            // loads it again, playing or holding its first frame.
            key={reducedMotion ? 'still' : 'playing'}
            src={animation}
            loop
            autoplay={!reducedMotion}
            aria-hidden
          />
        )}
      </Box>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700 }}>
        {messages.notFound.title}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ maxWidth: 480 }}>
        {messages.notFound.text}
      </Typography>
      <Button component={Link} to="/" variant="contained" size="large">
        {messages.notFound.home}
      </Button>
    </Stack>
  );
}
