import { Plus } from 'lucide-react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { AdminCategory, AdminService, ServiceInput, SubCategoryInput } from '@khidma/shared/schemas/operations';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { ResponsiveImage } from '@/components/ui/responsive-image';
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
import { DataTable, columnsFor, listProps } from '../components/data-table';
import { PageHeader } from '../components/query-states';
import { SearchBox } from '../components/search-box';
import { ServiceContentForm } from '../components/service-content-form';
import { ServiceForm } from '../components/service-form';
import { useListParams } from '../hooks/use-list-params';

const VIEWS = ['categories', 'subCategories', 'services'] as const;
type View = (typeof VIEWS)[number];
/** Categories and sub-categories are few: one page of them all. */

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
  onContent,
}: {
  name: string;
  active: boolean;
  onEdit: () => void;
  onToggle: () => void;
  /** A service's page content (included, excluded, questions). */
  onContent?: () => void;
}) {
  const t = useT();
  return (
    <div className="flex gap-2">
      <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t('admin.catalogue.editOf', { name })}>
        {t('admin.catalogue.edit')}
      </Button>
      {onContent ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={onContent}
          aria-label={t('admin.catalogue.content.actionOf', { name })}
        >
          {t('admin.catalogue.content.action')}
        </Button>
      ) : null}
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

/** A row sent back as it is, shown or hidden (a sub-category keeps its category). */
const categoryBody = ({ _id: _id, ...row }: CategoryRow, active: boolean): CategoryBody => ({ ...row, active });

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

/** A category, or a sub-category with its category's id. */
type CategoryRow = AdminCategory & { categoryId?: string };
const categoryColumn = columnsFor<CategoryRow>();

function Categories() {
  const query = useGetAdminCategoriesQuery();
  const [save] = useSaveCategoryMutation();
  const onSave = useCallback((id: string | undefined, body: CategoryBody) => save({ id, body }).unwrap(), [save]);
  return <CategoryList kind="categories" query={query} save={onSave} />;
}

function SubCategories() {
  const t = useT();
  const [categoryId, setCategoryId] = useState('');
  const categories = useGetAdminCategoriesQuery();
  const query = useGetAdminSubCategoriesQuery({ categoryId: categoryId || undefined });
  const [save] = useSaveSubCategoryMutation();
  const parents = categories.data?.items ?? NO_PARENTS;
  // The form's schema (subCategoryInputSchema) has required the categoryId.
  const onSave = useCallback(
    (id: string | undefined, body: CategoryBody) => save({ id, body: body as SubCategoryInput }).unwrap(),
    [save],
  );
  return (
    <CategoryList
      kind="subCategories"
      query={query}
      save={onSave}
      parents={parents}
      filter={
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {t('admin.catalogue.field.category')}
          <select value={categoryId} onChange={(event) => setCategoryId(event.target.value)} className={inputClasses}>
            <option value="">{t('admin.catalogue.allCategories')}</option>
            {parents.map((category) => (
              <option key={category._id} value={category._id}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
      }
    />
  );
}

const NO_PARENTS: AdminCategory[] = [];

/** The categories, or the sub-categories (`parents` given: a category column, and a category in the form). */
function CategoryList({
  kind,
  query,
  save,
  parents,
  filter,
}: {
  kind: 'categories' | 'subCategories';
  query: Parameters<typeof listProps<CategoryRow>>[0];
  save: (id: string | undefined, body: CategoryBody) => Promise<unknown>;
  parents?: AdminCategory[];
  filter?: ReactNode;
}) {
  const t = useT();
  const toggle = useToggle();
  const [editing, setEditing] = useState<Editing<CategoryRow>>(null);
  const parentName = useMemo(() => new Map((parents ?? []).map((parent) => [parent._id, parent.name])), [parents]);

  const columns = useMemo(
    () => [
      categoryColumn.accessor('image', {
        header: t('admin.catalogue.column.image'),
        cell: (info) => (
          <ResponsiveImage
            src={info.getValue()}
            sizes="40px"
            width={40}
            height={40}
            className="size-10 rounded object-cover"
          />
        ),
      }),
      categoryColumn.accessor('name', { header: t('admin.catalogue.column.name') }),
      categoryColumn.accessor('nameAr', {
        header: t('admin.catalogue.column.nameAr'),
        cell: (info) => <span lang="ar">{info.getValue()}</span>,
      }),
      parents
        ? categoryColumn.accessor('categoryId', {
            header: t('admin.catalogue.column.category'),
            cell: (info) => parentName.get(info.getValue() ?? '') ?? '',
          })
        : categoryColumn.accessor('sortOrder', { header: t('admin.catalogue.column.sortOrder') }),
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
            onToggle={() => toggle(() => save(original._id, categoryBody(original, !original.active)), original.active)}
          />
        ),
      }),
    ],
    [t, toggle, save, parents, parentName],
  );

  // Not a landmark: the table's own scrolling region is the list's, under the same name.
  return (
    <div>
      <div className="mb-3 flex flex-wrap items-end justify-between gap-2">
        <h2 className="text-lg font-semibold">{t(`admin.catalogue.view.${kind}`)}</h2>
        <div className="flex flex-wrap items-end gap-2">
          {filter}
          <Button onClick={() => setEditing({ row: null })}>
            <Plus className="size-4" aria-hidden="true" />
            {t(kind === 'categories' ? 'admin.catalogue.category.add' : 'admin.catalogue.subCategory.add')}
          </Button>
        </div>
      </div>
      <DataTable
        {...listProps(query)}
        caption={t(`admin.catalogue.view.${kind}`)}
        columns={columns}
        failedText={t('admin.catalogue.failed')}
        emptyText={t('admin.catalogue.empty')}
      />
      <CategoryForm
        open={editing !== null}
        onClose={() => setEditing(null)}
        editing={editing?.row ?? null}
        categories={parents}
        onSave={(body) => save(editing?.row?._id, body)}
      />
    </div>
  );
}

const serviceColumn = columnsFor<AdminService>();
const serviceBody = ({ _id: _id, ...row }: AdminService, active: boolean): ServiceInput => ({ ...row, active });

function Services() {
  const t = useT();
  const { money } = useFormat();
  const toggle = useToggle();
  const list = useListParams({ sort: 'name', order: 'asc' }, ['subCategoryId', 'q'] as const);
  const subCategories = useGetAdminSubCategoriesQuery({});
  const query = useGetAdminServicesQuery({
    page: list.page,
    pageSize: list.pageSize,
    sort: list.sort,
    order: list.order,
    ...list.filters,
  });
  const [save] = useSaveServiceMutation();
  const [editing, setEditing] = useState<Editing<AdminService>>(null);
  const [contentOf, setContentOf] = useState<AdminService | null>(null);
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
            onContent={() => setContentOf(original)}
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
    <div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('admin.catalogue.view.services')}</h2>
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
        {...listProps(query, list)}
        caption={t('admin.catalogue.view.services')}
        columns={columns}
        failedText={t('admin.catalogue.failed')}
        emptyText={t('admin.catalogue.empty')}
      />
      <ServiceForm
        open={editing !== null}
        onClose={() => setEditing(null)}
        editing={editing?.row ?? null}
        subCategories={subCategories.data?.items ?? []}
        onSave={(body) => save({ id: editing?.row?._id, body }).unwrap()}
      />
      {contentOf ? (
        <ServiceContentForm key={contentOf._id} service={contentOf} onClose={() => setContentOf(null)} />
      ) : null}
    </div>
  );
}
