import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { StudentJobFacets } from '@portal/contracts';
import type { FacetKey } from '../api/job-search-params';

interface Group {
  key: FacetKey;
  label: string;
  options: Array<{ value: string; label: string; count: number }>;
}

/** At most this many chips per group: the most common ones. */
const MAX_CHIPS = 8;

const groupsOf = (f: StudentJobFacets): Group[] => [
  {
    key: 'contract_types_id',
    label: 'Tipo de contrato',
    options: f.contract_types.map((c) => ({ value: String(c.id), label: c.name, count: c.count })),
  },
  {
    key: 'work_mode',
    label: 'Modalidade',
    options: f.work_modes.map((m) => ({ value: m.value, label: m.value, count: m.count })),
  },
  {
    key: 'knowledge_areas_id',
    label: 'Área',
    options: f.knowledge_areas.map((a) => ({ value: String(a.id), label: a.name, count: a.count })),
  },
];

/**
 * The results' facets as chips with counts (each counted without its own filter): a chip adds its
 * value to the filter, a chosen one (filled) takes it away. Chosen chips stay even at no count.
 */
export const SearchFacets = (props: {
  facets: StudentJobFacets | undefined;
  selected: Record<FacetKey, string[]>;
  onChange: (key: FacetKey, values: string[]) => void;
}) => {
  const { facets, selected, onChange } = props;
  if (!facets) return null;
  return (
    <Box component="nav" aria-label="Filtros dos resultados" sx={{ display: 'grid', gap: 1.5 }}>
      {groupsOf(facets).map((g) => {
        const chosen = selected[g.key];
        const shown = [...g.options.filter((o) => chosen.includes(o.value))];
        for (const o of g.options) if (shown.length < MAX_CHIPS && !chosen.includes(o.value)) shown.push(o);
        if (shown.length === 0) return null;
        return (
          <Box
            key={g.key}
            role="group"
            aria-label={g.label}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
              {g.label}
            </Typography>
            {shown.map((o) => {
              const on = chosen.includes(o.value);
              return (
                <Chip
                  key={o.value}
                  label={`${o.label} (${o.count})`}
                  color={on ? 'primary' : 'default'}
                  variant={on ? 'filled' : 'outlined'}
                  aria-pressed={on}
                  onClick={() => onChange(g.key, on ? chosen.filter((v) => v !== o.value) : [...chosen, o.value])}
                />
              );
            })}
          </Box>
        );
      })}
    </Box>
  );
};
