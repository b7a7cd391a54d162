import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { contractTypeMessages, userMessages, type ContractType } from '@portal/contracts';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { muiField } from '../../../lib/form';
import { formResolver } from '../../../lib/form-resolver';
import { showSubmitError } from '../../../lib/submit-error';
import { toast } from '../../../lib/toast';
import { useCreateContractType } from '../api/create-contract-type';
import { useUpdateContractType } from '../api/update-contract-type';
import {
  CONTRACT_TYPE_FORM_FIELDS,
  contractTypeFormSchema,
  type ContractTypeFormOutput,
  type ContractTypeFormValues,
} from './contract-type-schemas';

interface ContractTypeFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The contract type to edit; null to add one. */
  contractType: ContractType | null;
}

/**
 * 'Adicionar tipo de contrato' and 'Editar tipo de contrato' (docs/spec/05-validation.md#contract-type): the
 * name is required; an edit that changes nothing warns and calls nothing. Remount it for each opening.
 */
export const ContractTypeFormDialog = ({ open, onClose, contractType }: ContractTypeFormDialogProps) => {
  const create = useCreateContractType();
  const update = useUpdateContractType();
  const form = useForm<ContractTypeFormValues, unknown, ContractTypeFormOutput>({
    resolver: formResolver<ContractTypeFormValues, ContractTypeFormOutput>(contractTypeFormSchema),
    defaultValues: { name: contractType?.name ?? '' },
  });
  const busy = form.formState.isSubmitting;
  const fields = { setError: form.setError, fields: CONTRACT_TYPE_FORM_FIELDS };

  const submit = form.handleSubmit(async ({ name }) => {
    if (!contractType) {
      try {
        await create.mutateAsync({ name });
        toast.success(contractTypeMessages.created);
        onClose();
      } catch (error) {
        showSubmitError(error, { ...fields, failure: contractTypeMessages.createFailed });
      }
      return;
    }
    // docs/spec/05-validation.md#contract-type: the same no-change warning as the user form.
    if (name === contractType.name.trim()) {
      toast.warning(userMessages.noChange);
      return;
    }
    try {
      await update.mutateAsync({ id: contractType.id, body: { name } });
      toast.success(contractTypeMessages.updated);
      onClose();
    } catch (error) {
      showSubmitError(error, { ...fields, failure: contractTypeMessages.updateFailed });
    }
  });

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={contractType ? 'Editar tipo de contrato' : 'Adicionar tipo de contrato'}
      subtitle={contractType ? contractType.name : 'Os tipos de contrato são oferecidos no cadastro de vagas.'}
      onSubmit={(event) => void submit(event)}
      busy={busy}
      actions={
        <>
          <Button color="inherit" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {contractType ? 'Salvar alterações' : 'Cadastrar'}
          </Button>
        </>
      }
    >
      <TextField
        label="Nome do Tipo de Contrato"
        required
        fullWidth
        autoFocus
        autoComplete="off"
        placeholder="Ex.: Estágio, CLT, PJ"
        sx={{ mt: 1 }}
        {...muiField(form.register('name'), form.formState.errors.name)}
      />
    </AppDialog>
  );
};
