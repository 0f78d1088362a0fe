'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { bindField, submitWith, useZodForm } from '@/components/dashboard/form/use-zod-form';
import { LazyUploadField } from '@/components/dashboard/form/lazy-upload-field';
import { Button, Spinner } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, SelectField } from '@/components/ui/field';
import { useCreateBlog, useUpdateBlog, type AdminBlog } from '@/lib/blogs/hooks';
import type { BlogFormValues } from '@/lib/blogs/schemas';
import { BLOG_CATEGORIES, categoryKey, isCareer, splitTags } from './blog-labels';
import { BlogPreview } from './blog-preview';

const RichTextEditor = dynamic(() => import('./editor/rich-text-editor'), {
  ssr: false,
  loading: () => <div className="min-h-72 animate-pulse rounded border border-ink/15 bg-surface-muted" />,
});

const LANGUAGES = ['en', 'fr', 'vi', 'zh', 'ar'] as const;
const FIELDS = ['title', 'category', 'language', 'tagsText', 'location', 'image', 'status', 'content'] as const;

/** Writes or edits a blog or job post; the editor loads on demand; a failed save keeps everything typed. */
export function BlogForm({ blog }: { blog?: AdminBlog }) {
  const t = useTranslations('dashboardBlogs');
  const router = useRouter();
  const create = useCreateBlog();
  const update = useUpdateBlog();
  const ids = useId();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const form = useZodForm(() => import('@/lib/blogs/schemas').then((m) => m.blogFormSchema), {
    title: blog?.title ?? '',
    category: blog
      ? (BLOG_CATEGORIES.find((c) => c.toLowerCase() === blog.category.toLowerCase()) ?? blog.category)
      : '',
    language: blog?.language ?? 'en',
    tagsText: blog?.tags.join(', ') ?? '',
    location: blog?.location ?? '',
    image: blog?.imagePath ?? null,
    status: blog?.status ?? 'draft',
    content: blog?.content ?? '',
  } satisfies BlogFormValues);
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const contentField = bindField(form, 'content');
  const imageField = bindField(form, 'image');
  const category = watch('category');
  const language = watch('language');
  const career = isCareer(category);
  const categoryOptions = [
    ...BLOG_CATEGORIES,
    ...(blog && !BLOG_CATEGORIES.some((c) => c.toLowerCase() === blog.category.toLowerCase()) ? [blog.category] : []),
  ].map((c) => ({ value: c, label: categoryKey(c) ? t(`categories.${categoryKey(c)}`) : c }));

  const onSubmit = submitWith(
    form,
    async (v) => {
      const body = {
        title: v.title,
        category: v.category,
        language: v.language,
        tags: splitTags(v.tagsText),
        location: isCareer(v.category) ? v.location.trim() || null : null,
        image: v.image,
        status: v.status,
        content: v.content,
      };
      if (blog) await update.mutateAsync({ id: blog.id, ...body });
      else await create.mutateAsync(body);
      router.push('/dashboard/blogs/list');
    },
    { success: blog ? t('saved') : t('created'), fields: FIELDS },
  );

  const contentError = errors.content?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[1fr_320px]">
      <div className="min-w-0 space-y-6">
        <Card>
          <div className="space-y-4">
            <Field label={t('fields.title')} required error={errors.title?.message} {...register('title')} />
            <div>
              <div className="mb-1.5 flex flex-wrap items-center justify-between gap-2">
                <span id={`${ids}-content`} className="text-sm font-semibold">
                  {t('fields.content')}
                  <span aria-hidden className="text-danger">
                    {' '}
                    *
                  </span>
                </span>
                <div
                  role="tablist"
                  aria-label={t('viewMode')}
                  className="inline-flex rounded border border-ink/20 p-0.5"
                >
                  {(['write', 'preview'] as const).map((mode) => (
                    <button
                      key={mode}
                      type="button"
                      role="tab"
                      aria-selected={tab === mode}
                      aria-controls={`${ids}-${mode}`}
                      onClick={() => setTab(mode)}
                      className={clsx(
                        'min-h-9 rounded px-3 text-sm font-semibold',
                        tab === mode ? 'bg-brand-700 text-white' : 'hover:bg-ink/10',
                      )}
                    >
                      {t(mode === 'write' ? 'write' : 'preview')}
                    </button>
                  ))}
                </div>
              </div>
              <div id={`${ids}-write`} role="tabpanel" aria-labelledby={`${ids}-content`} hidden={tab !== 'write'}>
                <RichTextEditor
                  initialHtml={blog?.content ?? ''}
                  onChange={(html) => contentField.onChange(html)}
                  labelId={`${ids}-content`}
                  describedBy={contentError ? `${ids}-content-error` : undefined}
                  invalid={Boolean(contentError)}
                  placeholder={t('contentPlaceholder')}
                  dir={language === 'ar' ? 'rtl' : 'ltr'}
                />
              </div>
              {tab === 'preview' ? (
                <div id={`${ids}-preview`} role="tabpanel" aria-label={t('preview')}>
                  <BlogPreview values={watch()} author={blog?.user ?? null} date={blog?.date ?? null} />
                </div>
              ) : null}
              {contentError ? (
                <p id={`${ids}-content-error`} className="mt-1 text-sm font-medium text-danger">
                  {contentError}
                </p>
              ) : null}
            </div>
          </div>
        </Card>
      </div>
      <div className="min-w-0 space-y-6">
        <Card title={t('publishing')}>
          <fieldset className="space-y-2">
            <legend className="mb-1.5 text-sm font-semibold">{t('fields.status')}</legend>
            {(['published', 'draft'] as const).map((s) => (
              <label key={s} className="flex min-h-11 items-center gap-3 rounded border border-ink/15 px-3">
                <input type="radio" value={s} className="size-5 accent-brand-700" {...register('status')} />
                <span>
                  <span className="block text-sm font-semibold">{t(`statuses.${s}`)}</span>
                  <span className="block text-sm text-ink-subtle">{t(`statusHints.${s}`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner /> : null}
              {blog ? t('save') : t('create')}
            </Button>
            <Button variant="secondary" onClick={() => router.push('/dashboard/blogs/list')}>
              {t('cancel')}
            </Button>
          </div>
        </Card>
        <Card title={t('details')}>
          <div className="space-y-4">
            <SelectField
              label={t('fields.category')}
              required
              placeholder={t('chooseCategory')}
              options={categoryOptions}
              error={errors.category?.message}
              {...register('category')}
            />
            {career ? (
              <Field
                label={t('fields.location')}
                required
                hint={t('locationHint')}
                error={errors.location?.message}
                {...register('location')}
              />
            ) : null}
            <SelectField
              label={t('fields.language')}
              options={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
              error={errors.language?.message}
              {...register('language')}
            />
            <Field
              label={t('fields.tags')}
              hint={t('tagsHint')}
              error={errors.tagsText?.message}
              {...register('tagsText')}
            />
            <LazyUploadField
              label={t('fields.image')}
              endpoint={'POST /api/Blog/Upload'}
              accept="image/png,image/jpeg,image/webp"
              maxBytes={8 * 1024 * 1024}
              value={imageField.value}
              onChange={imageField.onChange}
              hint={t('imageHint')}
              error={errors.image?.message}
            />
          </div>
        </Card>
      </div>
    </form>
  );
}
