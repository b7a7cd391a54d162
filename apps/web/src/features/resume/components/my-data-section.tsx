import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import { privacyMessages } from '@portal/contracts';
import { ConfirmTypingDialog, CONFIRM_WORD } from '../../../components/dialog/confirm-typing-dialog';
import { PasswordConfirmDialog } from '../../../components/dialog/password-confirm-dialog';
import { errorMessage } from '../../../lib/api-error';
import { signOut } from '../../../lib/session';
import { deleteStudentData, downloadStudentData, passwordErrorOf } from '../../../lib/student-data';
import { toast } from '../../../lib/toast';
import { DataDeletionList } from './data-deletion-list';
import { ResumeSection } from './resume-section';
import { StageEmailsSwitch } from './stage-emails-switch';

/**
 * 'Meus dados' (LGPD): the student downloads everything the portal holds about them as JSON, or
 * deletes the account after typing 'excluir'; both ask for their password again. Deleting signs
 * them out.
 */
export const MyDataSection = ({ studentId }: { studentId: number }) => {
  const [exporting, setExporting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [passwordError, setPasswordError] = useState<string>();

  const refused = (error: unknown) => {
    const aboutPassword = passwordErrorOf(error);
    setPasswordError(aboutPassword);
    if (!aboutPassword) toast.error(errorMessage(error));
  };

  const download = async (password: string) => {
    setDownloading(true);
    try {
      await downloadStudentData(studentId, password);
      setExporting(false);
    } catch (error) {
      refused(error);
    } finally {
      setDownloading(false);
    }
  };

  const erase = async (password: string) => {
    setDeleting(true);
    try {
      const result = await deleteStudentData(studentId, CONFIRM_WORD, password);
      setConfirming(false);
      signOut('/');
      toast.success(result.message);
    } catch (error) {
      refused(error);
      setDeleting(false);
    }
  };
  const open = (which: 'export' | 'erase') => {
    setPasswordError(undefined);
    (which === 'export' ? setExporting : setConfirming)(true);
  };

  return (
    <ResumeSection title="Meus dados" icon={<ShieldOutlined />}>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        Pela Lei Geral de Proteção de Dados (LGPD), você pode baixar uma cópia de tudo o que o portal guarda sobre você,
        em JSON, ou excluir sua conta e seus dados.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={() => open('export')}>
          {privacyMessages.exportTitle}
        </Button>
        <Button variant="outlined" color="error" startIcon={<DeleteForeverOutlined />} onClick={() => open('erase')}>
          Excluir minha conta
        </Button>
      </Box>
      <Box sx={{ mt: 3 }}>
        <StageEmailsSwitch studentId={studentId} />
      </Box>
      <PasswordConfirmDialog
        open={exporting}
        onClose={() => setExporting(false)}
        onConfirm={(password) => void download(password)}
        title={privacyMessages.exportTitle}
        confirmLabel="Baixar"
        loading={downloading}
        passwordError={passwordError}
      >
        Você vai baixar um arquivo JSON com os seus dados pessoais. Guarde-o em um lugar seguro.
      </PasswordConfirmDialog>
      <ConfirmTypingDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={(password) => void erase(password)}
        title="Excluir minha conta"
        loading={deleting}
        askPassword
        passwordError={passwordError}
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
