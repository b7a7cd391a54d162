import useMediaQuery from '@mui/material/useMediaQuery';

/** docs/spec/09-constants.md#recording: below 800 px wide the camera is portrait (240x427). */
export const usePortrait = (): boolean => useMediaQuery('(max-width:799.95px)');
