import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { AdminRow } from '@khidma/shared/schemas/operations';
import { newAdminSchema, type NewAdmin } from '@khidma/shared/schemas/operations';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useSessionUser } from '@/features/auth/hooks/use-session-user';
import { failureMessage } from '@/lib/api';
import { formFailure } from '@/lib/form-failure';
import { useSay } from '@/lib/i18n/use-say';
import { useT } from '@/lib/i18n/use-t';
import { useAddAdminMutation, useGetAdminsQuery, useSetAdminActiveMutation } from '../api/people';
import { DataTable, columnsFor, listProps } from '../components/data-table';
import { FormModal } from '../components/form-modal';
import { PageHeader } from '../components/query-states';
import { StateBadge } from '../components/state-badge';
import { useDateTime } from '../hooks/use-date-time';
import { useListParams } from '../hooks/use-list-params';

const column = columnsFor<AdminRow>();

/**
 * The admins, and a form to add one (they log in with that email and password). Another admin can be disabled
 * (signed out at once, no sign-in) and enabled again; never oneself, and the server keeps the last active one.
 */
export function AdminsPage() {
  const t = useT();
  const dateTime = useDateTime();
  const me = useSessionUser();
  const list = useListParams({ sort: 'createdAt', order: 'desc' }, [] as const);
  const query = useGetAdminsQuery();
  const [adding, setAdding] = useState(false);
  const [changing, setChanging] = useState<AdminRow | null>(null);

  const columns = useMemo(
    () => [
      column.accessor('name', { header: t('admin.people.column.name') }),
      column.accessor('email', { header: t('admin.people.column.email') }),
      column.accessor('createdAt', {
        header: t('admin.people.column.joined'),
        enableSorting: true,
        cell: (info) => <span className="whitespace-nowrap">{dateTime(info.getValue())}</span>,
      }),
      column.accessor('active', {
        header: t('admin.people.column.state'),
        cell: (info) => (
          <StateBadge
            ok={info.getValue()}
            label={t(info.getValue() ? 'admin.people.active' : 'admin.admins.disabled')}
          />
        ),
      }),
      column.display({
        id: 'actions',
        header: t('admin.people.column.actions'),
        cell: ({ row: { original } }) =>
          original._id === me?._id ? (
            <span className="text-sm text-slate-600">{t('admin.admins.you')}</span>
          ) : (
            <Button
              variant={original.active ? 'danger' : 'secondary'}
              size="sm"
              onClick={() => setChanging(original)}
              aria-label={t(original.active ? 'admin.admins.disableNamed' : 'admin.admins.enableNamed', {
                name: original.name,
              })}
            >
              {t(original.active ? 'admin.admins.disable' : 'admin.admins.enable')}
            </Button>
          ),
      }),
    ],
    [t, dateTime, me?._id],
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
      {changing ? <AdminActiveModal admin={changing} onClose={() => setChanging(null)} /> : null}
    </>
  );
}

/** Confirms disabling (or enabling) another admin; the server's refusal (the last active admin) shows inside. */
function AdminActiveModal({ admin, onClose }: { admin: AdminRow; onClose: () => void }) {
  const t = useT();
  const [setActive, { isLoading }] = useSetAdminActiveMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const disabling = admin.active;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await setActive({ id: admin._id, body: { active: !disabling } }).unwrap();
      toast.success(t(disabling ? 'admin.admins.disabledDone' : 'admin.admins.enabledDone', { name: admin.name }));
      onClose();
    } catch (error) {
      setFailure(failureMessage(error, t('admin.states.actionFailed')));
    }
  };
  return (
    <FormModal
      open
      onClose={onClose}
      size="sm"
      title={t(disabling ? 'admin.admins.disableNamed' : 'admin.admins.enableNamed', { name: admin.name })}
      onSubmit={submit}
      submitting={isLoading}
      submitLabel={t(disabling ? 'admin.admins.disable' : 'admin.admins.enable')}
      danger={disabling}
      failure={failure}
    >
      <p className="text-slate-700">{t(disabling ? 'admin.admins.disableText' : 'admin.admins.enableText')}</p>
    </FormModal>
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
