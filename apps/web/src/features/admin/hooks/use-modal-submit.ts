import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { formFailure } from '@/lib/form-failure';
import { useSay } from '@/lib/i18n/use-say';
import { useT } from '@/lib/i18n/use-t';

/**
 * A console dialog's submit (FormModal's onSubmit and failure): the form's values go to `save`; done, `onDone`
 * (close, a toast); refused, the server's messages go under their `fields` and its message under the form.
 */
export function useModalSubmit<T extends FieldValues, Saved = T>(
  form: UseFormReturn<T, unknown, Saved>,
  fields: ReadonlyArray<Path<T>>,
  save: (values: Saved) => Promise<unknown>,
  onDone: () => void,
) {
  const t = useT();
  const say = useSay();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save(values);
      onDone();
    } catch (error) {
      setFailure(say(formFailure(error, form.setError, fields, t('admin.states.actionFailed'))));
    }
  });
  return { submit, failure };
}
