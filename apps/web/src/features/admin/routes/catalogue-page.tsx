import { Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type {
  AdminCategory,
  AdminService,
  AdminSubCategory,
  ServiceInput,
  SubCategoryInput,
} from '@khidma/shared/schemas/operations';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { failureMessage } from '@/lib/api';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import {
  useGetAdminCategoriesQuery,
  useGetAdminServicesQuery,
  useGetAdminSubCategoriesQuery,
  useSaveCategoryMutation,
  useSaveServiceMutation,
  useSaveSubCategoryMutation,
} from '../api/catalogue';
import { CategoryForm, type CategoryBody } from '../components/category-form';
import { DataTable, columnsFor } from '../components/data-table';
import { PageHeader } from '../components/query-states';
import { SearchBox } from '../components/search-box';
import { ServiceForm } from '../components/service-form';
import { useListParams } from '../hooks/use-list-params';

const VIEWS = ['categories', 'subCategories', 'services'] as const;
type View = (typeof VIEWS)[number];
/** Categories and sub-categories are few: one page of them all. */
const ALL = { page: 1, pageSize: 100 } as const;

/** A row's edit form: closed, a new row, or that row. */
type Editing<T> = { row: T | null } | null;

/** Shown or hidden on the site, as a small label. */
function ActiveBadge({ active }: { active: boolean }) {
  const t = useT();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        active ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-800'
      }`}
    >
      {t(active ? 'admin.catalogue.shown' : 'admin.catalogue.hidden')}
    </span>
  );
}

/** Edit, and hide or show again (a hidden row leaves the customer's pages, not the console). */
function RowActions({
  name,
  active,
  onEdit,
  onToggle,
}: {
  name: string;
  active: boolean;
  onEdit: () => void;
  onToggle: () => void;
}) {
  const t = useT();
  return (
    <div className="flex gap-2">
      <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t('admin.catalogue.editOf', { name })}>
        {t('admin.catalogue.edit')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={onToggle}
        aria-label={t(active ? 'admin.catalogue.hideOf' : 'admin.catalogue.showOf', { name })}
      >
        {t(active ? 'admin.catalogue.hide' : 'admin.catalogue.show')}
      </Button>
    </div>
  );
}

/** Hide or show a row at once: the result in a toast (a form's refusals show inline instead). */
function useToggle() {
  const t = useT();
  return useCallback(
    (save: () => Promise<unknown>, active: boolean) =>
      void save().then(
        () => toast.success(t(active ? 'admin.catalogue.hiddenDone' : 'admin.catalogue.shownDone')),
        (error: unknown) => toast.error(failureMessage(error, t('admin.states.actionFailed'))),
      ),
    [t],
  );
}

const categoryBody = (row: AdminCategory, active: boolean): CategoryBody => ({
  name: row.name,
  nameAr: row.nameAr,
  image: row.image,
  sortOrder: row.sortOrder,
  active,
});

/** The catalogue: categories, sub-categories and services, created, edited, hidden and shown again. */
export function CataloguePage() {
  const t = useT();
  const [params] = useSearchParams();
  const requested = params.get('view');
  const view: View = VIEWS.includes(requested as View) ? (requested as View) : 'categories';

  return (
    <>
      <PageHeader title={t('admin.catalogue.title')} />
      <nav aria-label={t('admin.catalogue.views')} className="mb-4 flex flex-wrap gap-2">
        {VIEWS.map((name) => (
          <Link
            key={name}
            to={`?view=${name}`}
            aria-current={view === name ? 'page' : undefined}
            className={`rounded-full px-4 py-1.5 text-sm font-medium ${
              view === name ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300'
            }`}
          >
            {t(`admin.catalogue.view.${name}`)}
          </Link>
        ))}
      </nav>
      {view === 'categories' ? <Categories /> : view === 'subCategories' ? <SubCategories /> : <Services />}
    </>
  );
}

const categoryColumn = columnsFor<AdminCategory>();

function Categories() {
  const t = useT();
  const toggle = useToggle();
  const query = useGetAdminCategoriesQuery(ALL);
  const [save] = useSaveCategoryMutation();
  const [editing, setEditing] = useState<Editing<AdminCategory>>(null);

  const columns = useMemo(
    () => [
      categoryColumn.accessor('image', {
        header: t('admin.catalogue.column.image'),
        cell: (info) => <img src={info.getValue()} alt="" className="size-10 rounded object-cover" />,
      }),
      categoryColumn.accessor('name', { header: t('admin.catalogue.column.name') }),
      categoryColumn.accessor('nameAr', {
        header: t('admin.catalogue.column.nameAr'),
        cell: (info) => <span lang="ar">{info.getValue()}</span>,
      }),
      categoryColumn.accessor('sortOrder', { header: t('admin.catalogue.column.sortOrder') }),
      categoryColumn.accessor('active', {
        header: t('admin.catalogue.column.active'),
        cell: (info) => <ActiveBadge active={info.getValue()} />,
      }),
      categoryColumn.display({
        id: 'actions',
        header: t('admin.catalogue.column.actions'),
        cell: ({ row: { original } }) => (
          <RowActions
            name={original.name}
            active={original.active}
            onEdit={() => setEditing({ row: original })}
            onToggle={() =>
              toggle(
                () => save({ id: original._id, body: categoryBody(original, !original.active) }).unwrap(),
                original.active,
              )
            }
          />
        ),
      }),
    ],
    [t, toggle, save],
  );

  return (
    <section aria-labelledby="catalogue-categories">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="catalogue-categories" className="text-lg font-semibold">
          {t('admin.catalogue.view.categories')}
        </h2>
        <Button onClick={() => setEditing({ row: null })}>
          <Plus className="size-4" aria-hidden="true" />
          {t('admin.catalogue.category.add')}
        </Button>
      </div>
      <DataTable
        caption={t('admin.catalogue.view.categories')}
        columns={columns}
        rows={query.data?.items}
        getRowId={(row) => row._id}
        total={query.data?.total ?? 0}
        page={1}
        pageSize={ALL.pageSize}
        onPage={() => undefined}
        isLoading={query.isLoading}
        isFetching={query.isFetching}
        error={query.error}
        failedText={t('admin.catalogue.failed')}
        onRetry={() => void query.refetch()}
        emptyText={t('admin.catalogue.empty')}
      />
      <CategoryForm
        open={editing !== null}
        onClose={() => setEditing(null)}
        editing={editing?.row ?? null}
        onSave={(body) => save({ id: editing?.row?._id, body }).unwrap()}
      />
    </section>
  );
}

const subColumn = columnsFor<AdminSubCategory>();

function SubCategories() {
  const t = useT();
  const toggle = useToggle();
  const [categoryId, setCategoryId] = useState('');
  const categories = useGetAdminCategoriesQuery(ALL);
  const query = useGetAdminSubCategoriesQuery({ ...ALL, categoryId: categoryId || undefined });
  const [save] = useSaveSubCategoryMutation();
  const [editing, setEditing] = useState<Editing<AdminSubCategory>>(null);
  const categoryName = useMemo(
    () => new Map((categories.data?.items ?? []).map((category) => [category._id, category.name])),
    [categories.data],
  );

  const columns = useMemo(
    () => [
      subColumn.accessor('image', {
        header: t('admin.catalogue.column.image'),
        cell: (info) => <img src={info.getValue()} alt="" className="size-10 rounded object-cover" />,
      }),
      subColumn.accessor('name', { header: t('admin.catalogue.column.name') }),
      subColumn.accessor('nameAr', {
        header: t('admin.catalogue.column.nameAr'),
        cell: (info) => <span lang="ar">{info.getValue()}</span>,
      }),
      subColumn.accessor('categoryId', {
        header: t('admin.catalogue.column.category'),
        cell: (info) => categoryName.get(info.getValue()) ?? '',
      }),
      subColumn.accessor('active', {
        header: t('admin.catalogue.column.active'),
        cell: (info) => <ActiveBadge active={info.getValue()} />,
      }),
      subColumn.display({
        id: 'actions',
        header: t('admin.catalogue.column.actions'),
        cell: ({ row: { original } }) => (
          <RowActions
            name={original.name}
            active={original.active}
            onEdit={() => setEditing({ row: original })}
            onToggle={() =>
              toggle(
                () =>
                  save({
                    id: original._id,
                    body: { ...categoryBody(original, !original.active), categoryId: original.categoryId },
                  }).unwrap(),
                original.active,
              )
            }
          />
        ),
      }),
    ],
    [t, toggle, save, categoryName],
  );

  return (
    <section aria-labelledby="catalogue-sub-categories">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-2">
        <h2 id="catalogue-sub-categories" className="text-lg font-semibold">
          {t('admin.catalogue.view.subCategories')}
        </h2>
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            {t('admin.catalogue.field.category')}
            <select value={categoryId} onChange={(event) => setCategoryId(event.target.value)} className={inputClasses}>
              <option value="">{t('admin.catalogue.allCategories')}</option>
              {(categories.data?.items ?? []).map((category) => (
                <option key={category._id} value={category._id}>
                  {category.name}
                </option>
              ))}
            </select>
          </label>
          <Button onClick={() => setEditing({ row: null })}>
            <Plus className="size-4" aria-hidden="true" />
            {t('admin.catalogue.subCategory.add')}
          </Button>
        </div>
      </div>
      <DataTable
        caption={t('admin.catalogue.view.subCategories')}
        columns={columns}
        rows={query.data?.items}
        getRowId={(row) => row._id}
        total={query.data?.total ?? 0}
        page={1}
        pageSize={ALL.pageSize}
        onPage={() => undefined}
        isLoading={query.isLoading}
        isFetching={query.isFetching}
        error={query.error}
        failedText={t('admin.catalogue.failed')}
        onRetry={() => void query.refetch()}
        emptyText={t('admin.catalogue.empty')}
      />
      <CategoryForm
        open={editing !== null}
        onClose={() => setEditing(null)}
        editing={editing?.row ?? null}
        categories={categories.data?.items ?? []}
        onSave={(body) => save({ id: editing?.row?._id, body: body as SubCategoryInput }).unwrap()}
      />
    </section>
  );
}

const serviceColumn = columnsFor<AdminService>();
const serviceBody = ({ _id: _id, ...row }: AdminService, active: boolean): ServiceInput => ({ ...row, active });

function Services() {
  const t = useT();
  const { money } = useFormat();
  const toggle = useToggle();
  const list = useListParams({ sort: 'name', order: 'asc' }, ['subCategoryId', 'q'] as const);
  const subCategories = useGetAdminSubCategoriesQuery(ALL);
  const query = useGetAdminServicesQuery({
    page: list.page,
    pageSize: list.pageSize,
    sort: list.sort,
    order: list.order,
    ...list.filters,
  });
  const [save] = useSaveServiceMutation();
  const [editing, setEditing] = useState<Editing<AdminService>>(null);
  const subName = useMemo(
    () => new Map((subCategories.data?.items ?? []).map((sub) => [sub._id, sub.name])),
    [subCategories.data],
  );

  const columns = useMemo(
    () => [
      serviceColumn.accessor('name', { header: t('admin.catalogue.column.name'), enableSorting: true }),
      serviceColumn.accessor('nameAr', {
        header: t('admin.catalogue.column.nameAr'),
        cell: (info) => <span lang="ar">{info.getValue()}</span>,
      }),
      serviceColumn.accessor('subCategoryId', {
        header: t('admin.catalogue.column.subCategory'),
        cell: (info) => subName.get(info.getValue()) ?? '',
      }),
      serviceColumn.accessor('durationMinutes', {
        header: t('admin.catalogue.column.duration'),
        cell: (info) => t('admin.catalogue.minutes', { minutes: info.getValue() }),
      }),
      serviceColumn.accessor('Price', {
        header: t('admin.catalogue.column.price'),
        enableSorting: true,
        cell: (info) => <span className="whitespace-nowrap">{money(info.getValue())}</span>,
      }),
      serviceColumn.accessor('DisplayPrice', {
        header: t('admin.catalogue.column.displayPrice'),
        cell: (info) => <span className="whitespace-nowrap">{money(info.getValue())}</span>,
      }),
      serviceColumn.accessor('active', {
        header: t('admin.catalogue.column.active'),
        cell: (info) => <ActiveBadge active={info.getValue()} />,
      }),
      serviceColumn.display({
        id: 'actions',
        header: t('admin.catalogue.column.actions'),
        cell: ({ row: { original } }) => (
          <RowActions
            name={original.name}
            active={original.active}
            onEdit={() => setEditing({ row: original })}
            onToggle={() =>
              toggle(
                () => save({ id: original._id, body: serviceBody(original, !original.active) }).unwrap(),
                original.active,
              )
            }
          />
        ),
      }),
    ],
    [t, money, toggle, save, subName],
  );

  return (
    <section aria-labelledby="catalogue-services">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="catalogue-services" className="text-lg font-semibold">
          {t('admin.catalogue.view.services')}
        </h2>
        <Button onClick={() => setEditing({ row: null })}>
          <Plus className="size-4" aria-hidden="true" />
          {t('admin.catalogue.service.add')}
        </Button>
      </div>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {t('admin.catalogue.field.subCategory')}
          <select
            value={list.filters.subCategoryId ?? ''}
            onChange={(event) => list.setFilters({ subCategoryId: event.target.value })}
            className={inputClasses}
          >
            <option value="">{t('admin.catalogue.allSubCategories')}</option>
            {(subCategories.data?.items ?? []).map((sub) => (
              <option key={sub._id} value={sub._id}>
                {sub.name}
              </option>
            ))}
          </select>
        </label>
        <SearchBox
          label={t('admin.catalogue.search')}
          initial={list.filters.q}
          maxLength={100}
          onSearch={(q) => list.setFilters({ q })}
        />
      </div>
      <DataTable
        caption={t('admin.catalogue.view.services')}
        columns={columns}
        rows={query.data?.items}
        getRowId={(row) => row._id}
        total={query.data?.total ?? 0}
        page={list.page}
        pageSize={list.pageSize}
        onPage={list.setPage}
        sort={{ id: list.sort, order: list.order }}
        onSort={list.setSort}
        isLoading={query.isLoading}
        isFetching={query.isFetching}
        error={query.error}
        failedText={t('admin.catalogue.failed')}
        onRetry={() => void query.refetch()}
        emptyText={t('admin.catalogue.empty')}
      />
      <ServiceForm
        open={editing !== null}
        onClose={() => setEditing(null)}
        editing={editing?.row ?? null}
        subCategories={subCategories.data?.items ?? []}
        onSave={(body) => save({ id: editing?.row?._id, body }).unwrap()}
      />
    </section>
  );
}
