import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import { privacyMessages } from '@portal/contracts';
import { ConfirmTypingDialog, CONFIRM_WORD } from '../../../components/dialog/confirm-typing-dialog';
import { errorMessage } from '../../../lib/api-error';
import { signOut } from '../../../lib/session';
import { deleteStudentData, downloadStudentData } from '../../../lib/student-data';
import { toast } from '../../../lib/toast';
import { DataDeletionList } from './data-deletion-list';
import { ResumeSection } from './resume-section';
import { StageEmailsSwitch } from './stage-emails-switch';

/**
 * 'Meus dados' (LGPD): the student downloads everything the portal holds about them as JSON, or
 * deletes the account after typing 'excluir'; deleting signs them out.
 */
export const MyDataSection = ({ studentId }: { studentId: number }) => {
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadStudentData(studentId);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  const erase = async () => {
    setDeleting(true);
    try {
      const result = await deleteStudentData(studentId, CONFIRM_WORD);
      setConfirming(false);
      signOut('/');
      toast.success(result.message);
    } catch (error) {
      toast.error(errorMessage(error));
      setDeleting(false);
    }
  };

  return (
    <ResumeSection title="Meus dados" icon={<ShieldOutlined />}>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        Pela Lei Geral de Proteção de Dados (LGPD), você pode baixar uma cópia de tudo o que o portal guarda sobre você,
        em JSON, ou excluir sua conta e seus dados.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          onClick={() => void download()}
          loading={downloading}
        >
          {privacyMessages.exportTitle}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteForeverOutlined />}
          onClick={() => setConfirming(true)}
        >
          Excluir minha conta
        </Button>
      </Box>
      <Box sx={{ mt: 3 }}>
        <StageEmailsSwitch studentId={studentId} />
      </Box>
      <ConfirmTypingDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void erase()}
        title="Excluir minha conta"
        loading={deleting}
      >
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <DataDeletionList />
          <Typography variant="body2">
            Depois da exclusão você será desconectado e esta conta deixará de existir. Se quiser guardar uma cópia, use
            “{privacyMessages.exportTitle}” antes.
          </Typography>
        </Box>
      </ConfirmTypingDialog>
    </ResumeSection>
  );
};
