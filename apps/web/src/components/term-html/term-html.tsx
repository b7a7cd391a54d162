import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

// The API already sanitises the term; this second pass keeps a misconfigured server (or the
// admin's draft in the editor's preview) from injecting script. Links leave the portal in a new tab.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});
const sanitize = (html: string): string => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });

const TERM_TYPOGRAPHY: SxProps<Theme> = {
  typography: 'body1',
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  '& h1, & h2, & h3': { typography: 'h6', fontWeight: 700, mt: 0, mb: 1.5 },
  '& p': { mt: 0, mb: 1.5 },
  '& ul, & ol': { pl: 3, mt: 0, mb: 1.5 },
  '& li': { mb: 0.75 },
  '& a': { color: 'primary.main' },
};

/** A term's HTML, sanitised, in the reading style of the terms dialog. */
export const TermHtml = ({ html, testId, className }: { html: string; testId?: string; className?: string }) => {
  const clean = useMemo(() => sanitize(html), [html]);
  return (
    <Box data-testid={testId} className={className} sx={TERM_TYPOGRAPHY} dangerouslySetInnerHTML={{ __html: clean }} />
  );
};
