import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { agreementMessages } from '@portal/contracts';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { companyOptionsQuery, useCreateAgreement } from '../api/agreements-api';

type Values = Record<'companies_id' | 'number' | 'starts_on' | 'ends_on' | 'agent_name' | 'agent_cnpj', string>;

/** 'Novo convênio' (office): company, number, period and, optionally, the agente de integração. */
export const AgreementFormDialog = ({ onClose }: { onClose: () => void }) => {
  const companies = useQuery(companyOptionsQuery);
  const create = useCreateAgreement();
  const [v, setV] = useState<Values>({
    companies_id: '',
    number: '',
    starts_on: '',
    ends_on: '',
    agent_name: '',
    agent_cnpj: '',
  });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const f = (name: keyof Values, label: string, extra: object = {}) => ({
    id: `agreement-${name}`,
    label,
    value: v[name],
    onChange: (e: { target: { value: string } }) => setV((o) => ({ ...o, [name]: e.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
    fullWidth: true,
    ...extra,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const agent = v.agent_name.trim() || v.agent_cnpj.trim() ? { name: v.agent_name, cnpj: v.agent_cnpj } : null;
    create.mutate(
      {
        companies_id: Number(v.companies_id) || 0,
        number: v.number,
        starts_on: v.starts_on,
        ends_on: v.ends_on,
        integration_agent: agent,
      },
      {
        onSuccess: () => {
          toast.success(agreementMessages.created);
          onClose();
        },
        onError: (err) => {
          const fields = isApiError(err) ? err.fieldErrors : [];
          if (!fields.length) return toast.error(errorMessage(err));
          const map: Record<string, keyof Values> = {
            'integration_agent.name': 'agent_name',
            'integration_agent.cnpj': 'agent_cnpj',
          };
          setErrors(Object.fromEntries(fields.map((x) => [map[x.field] ?? x.field, x.message])));
        },
      },
    );
  };
  const date = { type: 'date', required: true, slotProps: { inputLabel: { shrink: true } } };
  return (
    <Dialog open onClose={onClose} aria-labelledby="agreement-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="agreement-title">Novo convênio</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1, pt: '8px !important' }}>
          <TextField {...f('companies_id', 'Empresa', { select: true, required: true })}>
            {(companies.data?.data ?? []).map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField {...f('number', 'Número do convênio', { required: true })} />
          <TextField {...f('starts_on', 'Início da vigência', date)} />
          <TextField {...f('ends_on', 'Fim da vigência', date)} />
          <TextField {...f('agent_name', 'Agente de integração (opcional)')} />
          <TextField {...f('agent_cnpj', 'CNPJ do agente de integração')} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            Cadastrar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
