import { contractTypeMessages, type ContractType } from '@portal/contracts';
import { FormDialog } from '../../../components/dialog/form-dialog';
import { useFormDialog } from '../../../components/dialog/use-form-dialog';
import { formResolver } from '../../../lib/form-resolver';
import { useCreateContractType } from '../api/create-contract-type';
import { useUpdateContractType } from '../api/update-contract-type';
import {
  CONTRACT_TYPE_FORM_FIELDS,
  contractTypeFormSchema,
  type ContractTypeFormOutput,
  type ContractTypeFormValues,
} from './contract-type-schemas';
import { FormTextField } from '../../../components/form/form-text-field';

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
  const { form, dialogProps } = useFormDialog<ContractTypeFormValues, ContractTypeFormOutput>({
    open,
    onClose,
    resolver: formResolver<ContractTypeFormValues, ContractTypeFormOutput>(contractTypeFormSchema),
    defaultValues: { name: contractType?.name ?? '' },
    fields: CONTRACT_TYPE_FORM_FIELDS,
    save: ({ name }) => {
      if (!contractType)
        return {
          run: () => create.mutateAsync({ name }),
          success: contractTypeMessages.created,
          failure: contractTypeMessages.createFailed,
        };
      // docs/spec/05-validation.md#contract-type: the same no-change warning as the user form.
      if (name === contractType.name.trim()) return null;
      return {
        run: () => update.mutateAsync({ id: contractType.id, body: { name } }),
        success: contractTypeMessages.updated,
        failure: contractTypeMessages.updateFailed,
      };
    },
  });

  return (
    <FormDialog
      {...dialogProps}
      title={contractType ? 'Editar tipo de contrato' : 'Adicionar tipo de contrato'}
      subtitle={contractType ? contractType.name : 'Os tipos de contrato são oferecidos no cadastro de vagas.'}
      submitLabel={contractType ? 'Salvar alterações' : 'Cadastrar'}
    >
      <FormTextField
        form={form}
        name="name"
        label="Nome do Tipo de Contrato"
        required
        autoFocus
        autoComplete="off"
        placeholder="Ex.: Estágio, CLT, PJ"
        sx={{ mt: 1 }}
      />
    </FormDialog>
  );
};
