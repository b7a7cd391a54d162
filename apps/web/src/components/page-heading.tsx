import { useEffect, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';

const APP_NAME = 'Portal de Oportunidades';

/** The page's h1; also sets the document title to '{text} | Portal de Oportunidades'. */
export const PageHeading = ({ children, id }: { children: ReactNode; id?: string }) => {
  useEffect(() => {
    if (typeof children !== 'string') return undefined;
    document.title = `${children} | ${APP_NAME}`;
    return () => {
      document.title = APP_NAME;
    };
  }, [children]);
  return (
    <Typography id={id} variant="h1" component="h1" sx={{ mb: 3 }}>
      {children}
    </Typography>
  );
};
