'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { FormActions } from '@/components/dashboard/form/form-actions';
import { bindField, submitWith, useZodForm } from '@/components/dashboard/form/use-zod-form';
import { LazyUploadField as UploadField } from '@/components/dashboard/form/lazy-upload-field';
import { useSession } from '@/components/dashboard/session-context';
import { Card } from '@/components/ui/card';
import { Field, SelectField } from '@/components/ui/field';
import { companiesQuery } from '@/lib/companies/hooks';
import { useCreateUser, useUpdateUser, type User } from '@/lib/users/hooks';
import { ROLE_KEYS } from '@/lib/dashboard/labels';
import { grantableRoles, isSuperAdmin, USER_STATUSES } from '@/lib/roles';
import { LazyCertificatesField as CertificatesField } from './lazy-certificates-field';

const MB = 1024 * 1024;
const ADDRESS = ['address', 'city', 'state', 'zipCode', 'country'] as const;

/** Create or edit a user: the role list offers only what the signed-in user may grant (SPEC §6, API rules). */
export function UserForm({ user }: { user?: User }) {
  const t = useTranslations('dashboardUsers');
  const roles = useTranslations('dashboard.roles');
  const router = useRouter();
  const { user: me } = useSession();
  const editing = Boolean(user);
  const create = useCreateUser();
  const update = useUpdateUser();
  const companies = useQuery({ ...companiesQuery(), enabled: isSuperAdmin(me.role) });
  const form = useZodForm(() => import('@/lib/users/schemas').then((m) => m.userFormSchema), {
    id: user?.id,
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phoneNumber: user?.phoneNumber ?? '',
    role: user?.role ?? 'Cleaner',
    status: user?.status ?? 'active',
    companyId: user?.companyId ?? (isSuperAdmin(me.role) ? undefined : me.company?.id),
    address: user?.address ?? '',
    city: user?.city ?? '',
    state: user?.state ?? '',
    zipCode: user?.zipCode ?? '',
    country: user?.country ?? 'United Kingdom',
    profilePhotoPath: user?.profilePhotoPath ?? null,
    certificates: user?.certificates ?? [],
  });
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const profilePhotoPathField = bindField(form, 'profilePhotoPath');
  const certificatesField = bindField(form, 'certificates');
  const self = user?.id === me.id;
  const role = watch('role');

  const onSubmit = submitWith(
    form,
    async (values) => {
      const { id, password, ...fields } = values;
      if (id) await update.mutateAsync({ id, ...fields });
      else router.push(`/dashboard/user/${(await create.mutateAsync({ ...fields, password })).id}/edit`);
    },
    { success: editing ? t('saved') : t('created') },
  );

  const roleOptions = (self ? [me.role] : grantableRoles(me.role)).map((r) => ({
    value: r,
    label: roles(ROLE_KEYS[r]),
  }));
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[320px_1fr]">
      <Card className="space-y-6">
        <UploadField
          label={t('fields.photo')}
          endpoint={'POST /api/user/upload'}
          fields={{ kind: 'profile', ...(user ? { userId: user.id } : {}) }}
          accept="image/png,image/jpeg,image/webp"
          maxBytes={5 * MB}
          value={profilePhotoPathField.value}
          onChange={profilePhotoPathField.onChange}
          hint={t('photoHint')}
        />
        <SelectField
          label={t('fields.status')}
          options={USER_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          disabled={self}
          error={errors.status?.message}
          {...register('status')}
        />
        <SelectField
          label={t('fields.role')}
          options={roleOptions}
          disabled={self}
          error={errors.role?.message}
          required
          {...register('role')}
        />
        {isSuperAdmin(me.role) ? (
          <SelectField
            label={t('fields.company')}
            placeholder={t('chooseCompany')}
            error={errors.companyId?.message}
            disabled={self}
            options={(companies.data?.data ?? []).map((c) => ({
              value: c.id,
              label: `${c.name} (${c.companyCodeNumber})`,
            }))}
            {...register('companyId', { setValueAs: (v: string) => v || null })}
          />
        ) : null}
      </Card>
      <Card className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('fields.firstName')}
            autoComplete="off"
            required
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <Field
            label={t('fields.lastName')}
            autoComplete="off"
            required
            error={errors.lastName?.message}
            {...register('lastName')}
          />
          <Field
            label={t('fields.email')}
            type="email"
            autoComplete="off"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <Field
            label={t('fields.phone')}
            type="tel"
            autoComplete="off"
            error={errors.phoneNumber?.message}
            {...register('phoneNumber')}
          />
          {!editing ? (
            <Field
              label={t('fields.password')}
              type="password"
              autoComplete="new-password"
              hint={t('passwordHint')}
              error={errors.password?.message}
              className="sm:col-span-2"
              {...register('password', { setValueAs: (v: string) => v || undefined })}
            />
          ) : null}
          {ADDRESS.map((name) => (
            <Field
              key={name}
              label={t(`fields.${name}`)}
              error={errors[name]?.message}
              className={name === 'address' ? 'sm:col-span-2' : undefined}
              {...register(name)}
            />
          ))}
        </div>
        {role === 'Cleaner' ? (
          <CertificatesField
            userId={user?.id}
            value={(certificatesField.value as string[] | undefined) ?? []}
            onChange={certificatesField.onChange}
            maxBytes={10 * MB}
          />
        ) : null}
        <FormActions
          submitting={isSubmitting}
          submitLabel={editing ? t('save') : t('create')}
          cancelLabel={t('cancel')}
        />
      </Card>
    </form>
  );
}
