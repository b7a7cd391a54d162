import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { ACCESS_TARGETS, focusTarget, onAccessKey, type AccessKey } from './access-keys';

/**
 * The skip links at the top of every page (eMAG), visible when focused, and the Alt+1..4 keys.
 * The menu link shows where there is a menu; the search link where the page has a search box.
 * `menu` is the id the menu link points to: the menu, or while the drawer is closed (its content
 * is not in the page then) the button that opens it; a click opens the drawer either way.
 */
export const SkipLinks = ({ menu }: { menu?: string }) => {
  const [search, setSearch] = useState(false);
  useEffect(() => {
    document.addEventListener('keydown', onAccessKey);
    return () => document.removeEventListener('keydown', onAccessKey);
  }, []);
  const keys = (Object.keys(ACCESS_TARGETS) as AccessKey[]).filter(
    (k) => (k !== '2' || Boolean(menu)) && (k !== '3' || search),
  );
  return (
    <Box
      component="nav"
      aria-label="Atalhos de acessibilidade"
      className="no-print"
      onFocus={() => setSearch(Boolean(document.getElementById(ACCESS_TARGETS['3'].id)))}
      sx={{
        position: 'fixed',
        left: 16,
        top: -200,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        '&:focus-within': { top: 12 },
      }}
    >
      {keys.map((k) => (
        <Link
          key={k}
          href={`#${k === '2' && menu ? menu : ACCESS_TARGETS[k].id}`}
          accessKey={k}
          onClick={(event) => {
            if (focusTarget(k)) event.preventDefault();
          }}
          sx={{
            px: 2,
            py: 1,
            borderRadius: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontWeight: 700,
          }}
        >
          {ACCESS_TARGETS[k].label} <span aria-hidden>[{k}]</span>
        </Link>
      ))}
    </Box>
  );
};
