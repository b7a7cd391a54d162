import { useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';

/** 'Voltar': the previous page of the app, or `fallback` when the page was opened directly. */
export const BackButton = ({ fallback }: { fallback: string }) => {
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(fallback);
  };
  return (
    <Button
      startIcon={<ArrowBackRounded />}
      onClick={back}
      color="inherit"
      sx={{ mb: 1.5, ml: -1, displayPrint: 'none' }}
    >
      Voltar
    </Button>
  );
};
