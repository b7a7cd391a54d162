import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { GUIDANCE_CLAMP_LINES, type Orientation } from '@portal/contracts';
import { PagedTable } from '../../../components/data-table/paged-table';
import { CrudRowActions } from '../../../components/data-table/row-action';
import type { DataColumn, PagedListProps } from '../../../components/data-table/types';
import { BannerThumbnail } from './banner-thumbnail';
import { OrientationHideCheckbox } from './orientation-hide-checkbox';

const clamp = (lines: number) =>
  ({ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }) as const;

const TitleCell = ({ o }: { o: Orientation }) => (
  <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {o.title}
      </Typography>
      {o.show ? null : <Chip size="small" label="Oculto" variant="outlined" />}
    </Box>
    <Link
      href={o.access_link}
      target="_blank"
      rel="noopener noreferrer"
      variant="caption"
      sx={{ ...clamp(1), minHeight: 24, py: '2px', overflowWrap: 'anywhere', wordBreak: 'break-all' }}
    >
      {o.access_link}
    </Link>
  </Box>
);

const COLUMNS: DataColumn<Orientation>[] = [
  {
    id: 'banner',
    header: 'Banner',
    cell: (o) => <BannerThumbnail src={o.banner_path} title={o.title} />,
    width: 136,
    hideOnCard: true,
  },
  { id: 'title', header: 'Título', cell: (o) => <TitleCell o={o} />, width: '28%', hideOnCard: true },
  {
    id: 'description',
    header: 'Descrição',
    cell: (o) => (
      <Typography
        variant="body2"
        color="text.secondary"
        title={o.description}
        sx={{ ...clamp(Math.min(3, GUIDANCE_CLAMP_LINES)), textAlign: 'left' }}
      >
        {o.description}
      </Typography>
    ),
  },
  {
    id: 'hide',
    header: 'Ocultar',
    cell: (o) => <OrientationHideCheckbox orientation={o} />,
    align: 'center',
    width: 96,
  },
];

export type OrientationAction = 'edit' | 'delete';

interface OrientationsTableProps extends PagedListProps<Orientation> {
  onAction: (action: OrientationAction, orientation: Orientation) => void;
  searching: boolean;
}

/** Banner, Título, Descrição, Ocultar, Ações (docs/spec/02-screens.md#orientations); cards on phones. */
export const OrientationsTable = ({ onAction, searching, ...table }: OrientationsTableProps) => (
  <PagedTable
    label="Lista de orientações"
    columns={COLUMNS}
    rowKey={(o) => o.id}
    cardTitle={(o) => (
      <Box sx={{ display: 'grid', gap: 1.25 }}>
        <BannerThumbnail src={o.banner_path} title={o.title} width="100%" />
        <TitleCell o={o} />
      </Box>
    )}
    emptyMessage="Nenhuma orientação encontrada"
    emptyHint={searching ? 'Tente outro título.' : 'Use “Adicionar orientação” para cadastrar o primeiro card.'}
    actions={(o) => (
      <>
        <CrudRowActions name={o.title} onEdit={() => onAction('edit', o)} onDelete={() => onAction('delete', o)} />
      </>
    )}
    {...table}
  />
);
