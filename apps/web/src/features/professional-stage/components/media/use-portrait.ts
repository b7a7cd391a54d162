import useMediaQuery from '@mui/material/useMediaQuery';

/** SEED-SPEC §9: below 800 px wide the camera is portrait (240x427). */
export const usePortrait = (): boolean => useMediaQuery('(max-width:799.95px)');
