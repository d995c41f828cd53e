import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { AdminRow } from '@khidma/shared/schemas/operations';
import { newAdminSchema, type NewAdmin } from '@khidma/shared/schemas/operations';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { formFailure } from '@/lib/form-failure';
import { useSay } from '@/lib/i18n/use-say';
import { useT } from '@/lib/i18n/use-t';
import { useAddAdminMutation, useGetAdminsQuery } from '../api/people';
import { DataTable, columnsFor, listProps } from '../components/data-table';
import { FormModal } from '../components/form-modal';
import { PageHeader } from '../components/query-states';
import { useDateTime } from '../hooks/use-date-time';
import { useListParams } from '../hooks/use-list-params';

const column = columnsFor<AdminRow>();

/** The admins, and a form to add one (they log in with that email and password). */
export function AdminsPage() {
  const t = useT();
  const dateTime = useDateTime();
  const list = useListParams({ sort: 'createdAt', order: 'desc' }, [] as const);
  const query = useGetAdminsQuery();
  const [adding, setAdding] = useState(false);

  const columns = useMemo(
    () => [
      column.accessor('name', { header: t('admin.people.column.name') }),
      column.accessor('email', { header: t('admin.people.column.email') }),
      column.accessor('createdAt', {
        header: t('admin.people.column.joined'),
        enableSorting: true,
        cell: (info) => <span className="whitespace-nowrap">{dateTime(info.getValue())}</span>,
      }),
    ],
    [t, dateTime],
  );

  return (
    <>
      <PageHeader title={t('admin.admins.title')}>
        <Button onClick={() => setAdding(true)}>
          <UserPlus className="size-4" aria-hidden="true" />
          {t('admin.admins.add')}
        </Button>
      </PageHeader>
      <DataTable
        {...listProps(query, list)}
        caption={t('admin.admins.caption')}
        columns={columns}
        failedText={t('admin.admins.failed')}
        emptyText={t('admin.people.empty')}
      />
      <AddAdminModal open={adding} onClose={() => setAdding(false)} />
    </>
  );
}

function AddAdminModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const say = useSay();
  const [addAdmin] = useAddAdminMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NewAdmin>({
    resolver: zodResolver(newAdminSchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await addAdmin(values).unwrap();
      toast.success(t('admin.admins.added'));
      close();
    } catch (error) {
      const fields = ['name', 'email', 'password'] as const;
      setFailure(say(formFailure(error, form.setError, fields, t('admin.states.actionFailed'))));
    }
  });

  return (
    <FormModal
      open={open}
      onClose={close}
      size="sm"
      title={t('admin.admins.add')}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      submitLabel={t('admin.admins.addConfirm')}
      failure={failure}
    >
      <TextField form={form} name="name" label={t('admin.admins.name')} autoComplete="off" />
      <TextField form={form} name="email" label={t('admin.admins.email')} type="email" dir="ltr" autoComplete="off" />
      <TextField
        form={form}
        name="password"
        label={t('admin.admins.password')}
        type="password"
        autoComplete="new-password"
      />
    </FormModal>
  );
}
