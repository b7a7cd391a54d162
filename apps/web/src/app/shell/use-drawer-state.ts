import { useState } from 'react';
import { useLocation } from 'react-router';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/**
 * docs/spec/02-screens.md#menu-and-shell: the drawer starts open on wide screens (md and up, persistent) and closed on
 * narrow ones (temporary), and closes on every route change on both, so the page just opened gets
 * the whole width; the top bar's menu button brings it back.
 */
export const useDrawerState = () => {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const { pathname } = useLocation();
  const [state, setState] = useState({ open: wide, wide, pathname });

  // Adjust during render (no effect): a route change closes the drawer, a resize alone resets it
  // to the default of the new screen width.
  if (state.wide !== wide || state.pathname !== pathname) {
    const open = state.pathname !== pathname ? false : wide;
    setState({ open, wide, pathname });
  }

  return {
    wide,
    open: state.open,
    toggle: () => setState((s) => ({ ...s, open: !s.open })),
    close: () => setState((s) => ({ ...s, open: false })),
  };
};
