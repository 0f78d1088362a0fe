'use client';

import { Check, Eye, Minus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/dashboard/page-header';
import { ROLE_KEYS } from '@/lib/dashboard/labels';
import { permissionMatrix, type Access } from '@/lib/dashboard/permissions';
import { ROLES } from '@/lib/roles';

const ICON: Record<Access, React.ReactNode> = {
  menu: <Check aria-hidden className="size-5 text-success" />,
  open: <Eye aria-hidden className="size-5 text-info" />,
  none: <Minus aria-hidden className="size-5 text-ink-subtle" />,
};

/** /dashboard/permission: who sees and opens which module, drawn from the navigation config itself. */
export function PermissionScreen() {
  const t = useTranslations('dashboardPermission');
  const modules = useTranslations('dashboard.modules');
  const roles = useTranslations('dashboard.roles');
  const matrix = permissionMatrix();
  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('title') }]} description={t('intro')} />
      <section aria-label={t('title')} className="overflow-hidden rounded-card bg-surface shadow-card">
        <div className="overflow-x-auto" role="region" aria-label={t('scroll')} tabIndex={0}>
          <table className="w-full min-w-[40rem] text-sm">
            <caption className="sr-only">{t('caption')}</caption>
            <thead className="bg-surface-muted text-ink-muted">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t('module')}
                </th>
                {ROLES.map((r) => (
                  <th key={r} scope="col" className="px-4 py-3 text-center font-semibold">
                    {roles(ROLE_KEYS[r])}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {matrix.map(({ module, access }) => (
                <tr key={module} className="border-t border-line">
                  <th scope="row" className="px-4 py-3 text-start font-semibold">
                    {modules(module as never)}
                  </th>
                  {ROLES.map((r) => (
                    <td key={r} className="px-4 py-3">
                      <span className="flex items-center justify-center gap-2">
                        {ICON[access[r]]}
                        <span className="sr-only sm:not-sr-only sm:text-xs sm:text-ink-muted">
                          {t(`access.${access[r]}`)}
                        </span>
                      </span>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <ul className="mt-4 flex flex-wrap gap-6 text-sm text-ink-muted">
        {(['menu', 'open', 'none'] as const).map((a) => (
          <li key={a} className="flex items-center gap-2">
            {ICON[a]}
            {t(`legend.${a}`)}
          </li>
        ))}
      </ul>
    </>
  );
}
