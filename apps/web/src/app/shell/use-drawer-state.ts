import { useState } from 'react';
import { useLocation } from 'react-router';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/**
 * SEED-SPEC §2: the drawer starts open on wide screens (md and up, persistent) and closed on
 * narrow ones (temporary), where it also closes on every route change.
 */
export const useDrawerState = () => {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const { pathname } = useLocation();
  const [state, setState] = useState({ open: wide, wide, pathname });

  // Adjust during render (no effect): a resize resets the default, a route change closes the
  // temporary drawer.
  if (state.wide !== wide || state.pathname !== pathname) {
    const open = state.wide !== wide ? wide : wide && state.open;
    setState({ open, wide, pathname });
  }

  return {
    wide,
    open: state.open,
    toggle: () => setState((s) => ({ ...s, open: !s.open })),
    close: () => setState((s) => ({ ...s, open: false })),
  };
};
