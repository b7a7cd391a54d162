import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { LoadingScreen } from '../../../components/loading-screen';

/** The chart's code loads only when the 'Skills' tab opens. */
const SkillsTab = lazy(() => import('./skills-tab').then((m) => ({ default: m.SkillsTab })));

type TabName = 'curriculo' | 'skills';

/** 'Currículo' and 'Skills' (docs/spec/02-screens.md#resume); the open tab is kept in the address (`?aba=skills`). */
export const ResumeTabs = ({ studentId, children }: { studentId: number; children: ReactNode }) => {
  const [params, setParams] = useSearchParams();
  const tab: TabName = params.get('aba') === 'skills' ? 'skills' : 'curriculo';
  const id = useId();
  const select = (next: TabName) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'skills') copy.set('aba', 'skills');
        else copy.delete('aba');
        return copy;
      },
      { replace: true },
    );

  return (
    <>
      <Tabs
        value={tab}
        onChange={(_, next: TabName) => select(next)}
        aria-label="Seções do currículo"
        className="no-print"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="curriculo" label="Currículo" id={`${id}-curriculo`} aria-controls={`${id}-painel`} />
        <Tab value="skills" label="Skills" id={`${id}-skills`} aria-controls={`${id}-painel`} />
      </Tabs>
      <Box role="tabpanel" id={`${id}-painel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'skills' ? (
          <Suspense fallback={<LoadingScreen fullHeight={false} />}>
            <SkillsTab studentId={studentId} />
          </Suspense>
        ) : (
          children
        )}
      </Box>
    </>
  );
};
