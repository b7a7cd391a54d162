import { useState } from 'react';
import Box from '@mui/material/Box';
import { ACTIVITY_INTERVIEW, ACTIVITY_VIDEO_CV } from '@portal/contracts';
import { PageHeading } from '../../../components/page-heading';
import { StudentTermsGate } from '../../../components/student-terms/student-terms-gate';
import { ActivityPickerDialog } from '../components/home/activity-picker-dialog';
import { AuditionsSection } from '../components/home/auditions-section';
import { LinkedFeedback } from '../components/home/linked-feedback';
import { WelcomePanel } from '../components/home/welcome-panel';
import { FaceAnalysisChoice } from '../components/preferences/face-analysis-choice';

/** Student `/palco-profissional`: welcome, 'Iniciar nova apresentação' and the two submission tables. */
export const StageHomePage = () => {
  const [picking, setPicking] = useState(false);
  const [pickerKey, setPickerKey] = useState(0);
  return (
    <>
      <StudentTermsGate />
      <PageHeading>Palco profissional</PageHeading>
      <WelcomePanel
        onStart={() => {
          setPickerKey((k) => k + 1);
          setPicking(true);
        }}
      />
      <Box sx={{ mt: 2 }}>
        <FaceAnalysisChoice />
      </Box>
      <AuditionsSection
        title="Meus Videocurrículos"
        activityId={ACTIVITY_VIDEO_CV}
        emptyHint="Grave o seu primeiro videocurrículo em 'Iniciar nova apresentação'."
      />
      <AuditionsSection
        title="Minhas Entrevistas Simuladas"
        activityId={ACTIVITY_INTERVIEW}
        emptyHint="Simule uma entrevista para uma vaga a que você se candidatou."
      />
      <ActivityPickerDialog key={pickerKey} open={picking} onClose={() => setPicking(false)} />
      <LinkedFeedback />
    </>
  );
};
