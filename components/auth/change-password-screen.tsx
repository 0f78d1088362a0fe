'use client';

import { useTranslations } from 'next-intl';
import { submitWith, useZodForm } from '@/components/dashboard/form/use-zod-form';
import { PageHeader } from '@/components/dashboard/page-header';
import { useSession } from '@/components/dashboard/session-context';
import { Button, Spinner } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { changePassword } from '@/lib/auth/password-hooks';

/** /dashboard/change-password: current, new and confirm; the server ends the account's other sessions. */
export function ChangePasswordScreen() {
  const t = useTranslations('dashboardAccount');
  const { user } = useSession();
  const form = useZodForm(() => import('@/lib/auth/password-schemas').then((m) => m.changePasswordFormSchema), {
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = submitWith(
    form,
    async ({ currentPassword, newPassword }) => {
      await changePassword({ currentPassword, newPassword, email: user.email });
      reset();
    },
    { success: t('passwordChanged'), fields: ['currentPassword', 'newPassword', 'confirmPassword'] },
  );
  return (
    <>
      <PageHeader
        title={t('changePasswordTitle')}
        crumbs={[{ label: t('profileTitle'), href: '/dashboard/user/profile' }, { label: t('changePasswordTitle') }]}
      />
      <Card className="max-w-xl">
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <Field
            label={t('currentPassword')}
            type="password"
            autoComplete="current-password"
            required
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <Field
            label={t('newPassword')}
            type="password"
            autoComplete="new-password"
            required
            hint={t('newPasswordHint')}
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <Field
            label={t('confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <p className="text-sm text-ink-muted">{t('otherSessionsEnd')}</p>
          <div className="flex justify-end">
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
              {isSubmitting ? <Spinner /> : null}
              {t('changePassword')}
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
