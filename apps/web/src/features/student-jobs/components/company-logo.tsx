import Avatar from '@mui/material/Avatar';

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toLocaleUpperCase('pt-BR'))
    .join('');

/** The company's logo, or its initials on a tinted square when it has none (or it fails to load). */
export const CompanyLogo = ({
  name,
  src,
  size = 48,
}: {
  name: string;
  src: string | null | undefined;
  size?: number;
}) => (
  <Avatar
    variant="rounded"
    src={src ?? undefined}
    alt={`Logo da ${name}`}
    sx={{
      width: size,
      height: size,
      fontSize: size * 0.36,
      fontWeight: 700,
      bgcolor: 'action.selected',
      color: 'primary.main',
      border: 1,
      borderColor: 'divider',
      '& img': { objectFit: 'contain', bgcolor: 'background.paper' },
    }}
  >
    {initials(name)}
  </Avatar>
);
