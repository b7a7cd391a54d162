import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grow from '@mui/material/Grow';
import { dismissToast, useToasts, type Toast } from '../lib/toast';

const REGION_ID = 'toast-region';

/**
 * The toasts live in their own child of <body>, outside the app root. An open MUI Dialog (or the
 * phone drawer) sets aria-hidden on every other child of <body> so that screen readers stay in the
 * dialog; that would also silence the toasts a dialog raises ('Atualize a informação…'), so the
 * region takes the attribute off again. The toasts are short, self-dismissing announcements and
 * hold no focus, so they do not break the dialog's focus trap.
 */
const toastRegion = (): HTMLElement => {
  const existing = document.getElementById(REGION_ID);
  if (existing) return existing;
  const region = document.createElement('div');
  region.id = REGION_ID;
  region.className = 'no-print';
  document.body.appendChild(region);
  new MutationObserver(() => {
    if (region.hasAttribute('aria-hidden')) region.removeAttribute('aria-hidden');
  }).observe(region, { attributes: true, attributeFilter: ['aria-hidden'] });
  return region;
};

const ToastItem = ({ toast }: { toast: Toast }) => {
  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.durationMs]);

  return (
    <Grow in appear>
      <Alert
        role="alert"
        variant="filled"
        severity={toast.severity}
        onClose={() => dismissToast(toast.id)}
        slotProps={{ closeButton: { title: 'Fechar', 'aria-label': 'Fechar aviso' } }}
        sx={{ boxShadow: 6, alignItems: 'center', pointerEvents: 'auto', width: '100%' }}
      >
        {toast.message}
      </Alert>
    </Grow>
  );
};

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.width > 0 && a.height > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Shows the toasts of `lib/toast` stacked at the top right (top, full width on phones). A toast
 * never hides the focused element (WCAG 2.4.11, docs/decisions/022): when they meet, because the
 * focus moved under the toasts or a toast appeared over it, the stack moves to the other edge.
 */
export const Toaster = () => {
  const toasts = useToasts();
  const region = useRef<HTMLDivElement>(null);
  const [atBottom, setAtBottom] = useState(false);
  const avoid = (target: Element | null) => {
    const box = region.current;
    if (!box || !target || target === document.body || box.contains(target)) return;
    const stack = box.getBoundingClientRect();
    // To the edge it is not on now (read from the page, so two focus moves in one frame agree).
    if (overlaps(stack, target.getBoundingClientRect())) setAtBottom(stack.top < window.innerHeight / 2);
  };
  useEffect(() => {
    const onFocus = (e: FocusEvent) => avoid(e.target as Element | null);
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
  useLayoutEffect(() => avoid(document.activeElement), [toasts]);
  return createPortal(
    <Box
      ref={region}
      sx={{
        position: 'fixed',
        // The snackbar layer is above dialogs, so a dialog's own toasts are not covered.
        zIndex: (theme) => theme.zIndex.snackbar,
        ...(atBottom ? { bottom: { xs: 8, sm: 24 } } : { top: { xs: 8, sm: 76 } }),
        right: { xs: 8, sm: 24 },
        left: { xs: 8, sm: 'auto' },
        width: { sm: 420 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        pointerEvents: 'none',
      }}
    >
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </Box>,
    toastRegion(),
  );
};
