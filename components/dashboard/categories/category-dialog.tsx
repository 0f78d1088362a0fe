'use client';

import { useTranslations } from 'next-intl';
import { submitWith, useZodForm } from '@/components/dashboard/form/use-zod-form';
import { Button, Spinner } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { useCreateCategory, useUpdateCategory, type Category } from '@/lib/categories/hooks';

/** Add or rename a Services category. Loaded on demand (next/dynamic) with react-hook-form. */
export default function CategoryDialog({ category, onClose }: { category: Category | null; onClose: () => void }) {
  const t = useTranslations('dashboardCategories');
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const form = useZodForm(
    () => import('@/lib/categories/schemas').then((m) => (category ? m.updateCategorySchema : m.createCategorySchema)),
    category ? { id: category.id, name: category.name } : { name: '' },
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = submitWith(
    form,
    async (values) => {
      if (category) await update.mutateAsync({ id: category.id, name: values.name });
      else await create.mutateAsync({ type: 'Services', name: values.name });
      onClose();
    },
    { success: category ? t('saved') : t('created'), fields: ['name'] },
  );

  return (
    <LazyDialog open onClose={onClose} title={category ? t('editTitle') : t('newTitle')} size="sm">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <Field
          label={t('fields.name')}
          required
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : null}
            {category ? t('save') : t('create')}
          </Button>
        </div>
      </form>
    </LazyDialog>
  );
}
