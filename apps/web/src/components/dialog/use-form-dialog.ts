import { useEffect, useEffectEvent, type FormEvent } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { userMessages } from '@portal/contracts';
import { showSubmitError } from '../../lib/submit-error';
import { toast } from '../../lib/toast';

/** What a valid submission does: the request, and the toasts of its outcome. */
export interface SaveStep<R = unknown> {
  run(): Promise<R>;
  /** The success toast; none when the caller shows its own. */
  success?: string;
  /** The success toast that depends on the answer (e.g. 'retired' or 'restored'). */
  successFor?(result: R): string;
  /** The failure toast when the server names no field and gives no reason of its own. */
  failure: string;
  /** After success, before closing (e.g. hand the saved row to the caller). */
  then?(result: R): void;
  /** Handles an error itself; true when nothing more is to be shown. */
  onError?(error: unknown): boolean;
}

export interface FormDialogOptions<V extends FieldValues, O> extends UseFormProps<V, unknown, O> {
  open: boolean;
  onClose: () => void;
  /** The fields a 422 answer may name; their messages go under them. */
  fields: readonly Path<V>[];
  /** The step for valid values, or null when an edit changed nothing (the no-change warning, no request). */
  save: (values: O, form: UseFormReturn<V, unknown, O>) => SaveStep | null;
}

/**
 * A create/edit dialog's form: react-hook-form with the contracts schema, reset to its defaults
 * at each opening; a valid submission runs the step, shows the success toast and closes, and a
 * failure puts 422 field errors under their fields or shows the failure toast.
 */
export const useFormDialog = <V extends FieldValues, O = V>({
  open,
  onClose,
  fields,
  save,
  ...options
}: FormDialogOptions<V, O>) => {
  const form = useForm<V, unknown, O>(options);
  const resetToDefaults = useEffectEvent(() => form.reset(options.defaultValues as V));
  useEffect(() => {
    if (open) resetToDefaults();
  }, [open]);
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    const step = save(values, form);
    if (!step) {
      toast.warning(userMessages.noChange);
      return;
    }
    let result: unknown;
    try {
      result = await step.run();
    } catch (error) {
      if (step.onError?.(error)) return;
      showSubmitError(error, { setError: form.setError, fields, failure: step.failure });
      return;
    }
    const success = step.successFor ? step.successFor(result) : step.success;
    if (success) toast.success(success);
    step.then?.(result);
    onClose();
  });

  return {
    form,
    busy,
    /** Spread on AppDialog: open, close, the form's submit and the busy state. */
    dialogProps: { open, onClose, busy, onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event) },
  };
};
