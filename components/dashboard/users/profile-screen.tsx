'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { ErrorView } from '@/components/dashboard/error-view';
import { bindField, submitWith, useZodForm } from '@/components/dashboard/form/use-zod-form';
import { LazyUploadField as UploadField } from '@/components/dashboard/form/lazy-upload-field';
import { PageHeader } from '@/components/dashboard/page-header';
import { useSession } from '@/components/dashboard/session-context';
import { LazyCertificatesField as CertificatesField } from '@/components/dashboard/users/lazy-certificates-field';
import { Button, buttonClass, Spinner } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckboxField, Field } from '@/components/ui/field';
import { useUpdateUser, userQuery, type User } from '@/lib/users/hooks';
import { ROLE_KEYS } from '@/lib/dashboard/labels';
import { CalendarFeedCard } from '@/components/dashboard/calendar-feeds/calendar-feed-card';
import { SignOutEverywhere } from '@/components/auth/sign-out-everywhere';
import { LazyCalendarsCard } from '@/components/dashboard/availability/lazy';

const MB = 1024 * 1024;
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'address',
  'city',
  'state',
  'zipCode',
  'country',
] as const;

function ProfileForm({ user }: { user: User }) {
  const t = useTranslations('dashboardAccount');
  const users = useTranslations('dashboardUsers');
  const onMyWay = useTranslations('dashboardOnMyWay');
  const update = useUpdateUser();
  const form = useZodForm(() => import('@/lib/users/schemas').then((m) => m.profileFormSchema), {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber ?? '',
    address: user.address ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
    zipCode: user.zipCode ?? '',
    country: user.country ?? '',
    profilePhotoPath: user.profilePhotoPath,
    certificates: user.certificates,
    onMyWayOptOut: user.onMyWayOptOut,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const profilePhotoPathField = bindField(form, 'profilePhotoPath');
  const certificatesField = bindField(form, 'certificates');
  const onMyWayOptOut = bindField(form, 'onMyWayOptOut');
  const onSubmit = submitWith(form, (values) => update.mutateAsync(values), { success: t('profileSaved') });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[320px_1fr]">
      <div className="space-y-6">
        <Card className="space-y-4">
          <UploadField
            label={users('fields.photo')}
            endpoint={'POST /api/user/upload'}
            fields={{ kind: 'profile', userId: user.id }}
            accept="image/png,image/jpeg,image/webp"
            maxBytes={5 * MB}
            value={profilePhotoPathField.value}
            onChange={profilePhotoPathField.onChange}
            hint={users('photoHint')}
          />
          <Link href="/dashboard/change-password" className={buttonClass('secondary', 'w-full')}>
            {t('changePassword')}
          </Link>
        </Card>
        <CalendarFeedCard />
        {user.role === 'Cleaner' ? <LazyCalendarsCard /> : null}
        <SignOutEverywhere />
      </div>
      <Card className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((name) => (
            <Field
              key={name}
              label={users(`fields.${name === 'phoneNumber' ? 'phone' : name}`)}
              required={['firstName', 'lastName', 'email'].includes(name)}
              type={name === 'email' ? 'email' : name === 'phoneNumber' ? 'tel' : 'text'}
              error={errors[name]?.message}
              className={name === 'address' ? 'sm:col-span-2' : undefined}
              {...register(name)}
            />
          ))}
        </div>
        {user.role === 'Cleaner' ? (
          <CertificatesField
            userId={user.id}
            value={certificatesField.value ?? []}
            onChange={certificatesField.onChange}
            maxBytes={10 * MB}
          />
        ) : null}
        {user.role === 'Client' ? (
          // UK consent: the message is on unless the client turns it off here; the box says what they get.
          <CheckboxField
            label={onMyWay('profileLabel')}
            hint={onMyWay('profileHint')}
            checked={!onMyWayOptOut.value}
            onChange={(e) => onMyWayOptOut.onChange(!e.target.checked)}
          />
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            {isSubmitting ? <Spinner /> : null}
            {t('saveProfile')}
          </Button>
        </div>
      </Card>
    </form>
  );
}

/** /dashboard/user and /dashboard/user/profile: the signed-in person's own profile. */
export function ProfileScreen() {
  const t = useTranslations('dashboardAccount');
  const roles = useTranslations('dashboard.roles');
  const { user: me } = useSession();
  const query = useQuery(userQuery(me.id));
  if (query.isError) return <ErrorView code={500} onRetry={() => void query.refetch()} />;
  return (
    <>
      <PageHeader
        title={t('profileTitle')}
        crumbs={[{ label: t('profileTitle') }]}
        description={`${me.name} · ${roles(ROLE_KEYS[me.role])}${me.company ? ` · ${me.company.name}` : ''}`}
      />
      {query.isPending ? (
        <div className="flex min-h-[40vh] items-center justify-center">
          <Spinner label={t('loading')} />
        </div>
      ) : (
        <ProfileForm key={query.data.id} user={query.data} />
      )}
    </>
  );
}
