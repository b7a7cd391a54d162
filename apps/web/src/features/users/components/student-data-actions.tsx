import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import type { User } from '@portal/contracts';
import { RowAction } from '../../../components/data-table/row-action';
import { ConfirmTypingDialog, CONFIRM_WORD } from '../../../components/dialog/confirm-typing-dialog';
import { PasswordConfirmDialog } from '../../../components/dialog/password-confirm-dialog';
import { errorMessage } from '../../../lib/api-error';
import { deleteStudentData, downloadStudentData, passwordErrorOf } from '../../../lib/student-data';
import { toast } from '../../../lib/toast';
import { queryKeys } from '../../../lib/query-keys';

/**
 * LGPD requests for a student row of Usuários (admin): 'Exportar dados' downloads the student's
 * data as JSON; 'Exclusão de dados (LGPD)' erases the account and data after typing 'excluir'.
 * Both ask for the administrator's own password again. Renders nothing for other roles.
 */
export const StudentDataActions = ({ user }: { user: User }) => {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [passwordError, setPasswordError] = useState<string>();
  const student = user.student;
  if (!student) return null;

  const refused = (error: unknown) => {
    const aboutPassword = passwordErrorOf(error);
    setPasswordError(aboutPassword);
    if (!aboutPassword) toast.error(errorMessage(error));
  };

  const exportData = async (password: string) => {
    setExporting(true);
    try {
      await downloadStudentData(student.id, password);
      setAsking(false);
    } catch (error) {
      refused(error);
    } finally {
      setExporting(false);
    }
  };

  const erase = async (password: string) => {
    setDeleting(true);
    try {
      const result = await deleteStudentData(student.id, CONFIRM_WORD, password);
      toast.success(result.message);
      setConfirming(false);
      await client.invalidateQueries({ queryKey: queryKeys.users.all });
    } catch (error) {
      refused(error);
    } finally {
      setDeleting(false);
    }
  };
  const open = (which: 'export' | 'erase') => {
    setPasswordError(undefined);
    (which === 'export' ? setAsking : setConfirming)(true);
  };

  return (
    <>
      <RowAction
        label="Exportar dados (LGPD)"
        icon={<FileDownloadOutlined fontSize="small" />}
        onClick={() => open('export')}
      />
      <RowAction
        label="Exclusão de dados (LGPD)"
        icon={<PersonRemoveOutlined fontSize="small" />}
        onClick={() => open('erase')}
        color="error"
      />
      <PasswordConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        onConfirm={(password) => void exportData(password)}
        title="Exportar dados do estudante"
        confirmLabel="Baixar"
        loading={exporting}
        passwordError={passwordError}
      >
        <Typography>
          Baixar os dados de <strong>{user.name}</strong> (RA {student.ra}) em JSON? A exportação fica registrada para
          auditoria.
        </Typography>
      </PasswordConfirmDialog>
      <ConfirmTypingDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={(password) => void erase(password)}
        title="Excluir dados do estudante"
        loading={deleting}
        askPassword
        passwordError={passwordError}
      >
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Typography>
            Atender ao pedido de exclusão de <strong>{user.name}</strong> (RA {student.ra})?
          </Typography>
          <Typography variant="body2" color="text.secondary">
            A conta de acesso, o currículo com foto e certificados, as candidaturas, as vagas salvas, as horas
            complementares e as apresentações do Palco profissional serão excluídos. O pedido fica registrado para
            auditoria. Exporte os dados antes, se o estudante pediu uma cópia.
          </Typography>
        </Box>
      </ConfirmTypingDialog>
    </>
  );
};
