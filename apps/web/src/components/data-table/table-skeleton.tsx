import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

/** Placeholder rows while the first page loads. */
export const TableSkeletonRows = ({ columns, rows = 5 }: { columns: number; rows?: number }) => (
  <>
    {Array.from({ length: rows }, (_, r) => (
      <TableRow key={r} aria-hidden>
        {Array.from({ length: columns }, (_, c) => (
          <TableCell key={c}>
            <Skeleton variant="text" width={c === 0 ? '70%' : `${45 + ((r + c) % 3) * 15}%`} />
          </TableCell>
        ))}
      </TableRow>
    ))}
  </>
);

/** Placeholder cards (phone layout) while the first page loads. */
export const CardSkeletons = ({ count = 3 }: { count?: number }) => (
  <>
    {Array.from({ length: count }, (_, i) => (
      <Skeleton key={i} variant="rounded" height={132} aria-hidden />
    ))}
  </>
);
