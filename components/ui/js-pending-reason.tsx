import { getTranslations } from 'next-intl/server';
import { JS_PENDING_ID } from './js-pending';

/**
 * Why a control that needs JavaScript is still disabled (use-hydrated.ts), for assistive technology. Each area's
 * header renders it once, so every such control on the page can point at it. `locale` where the page's request has
 * none of its own (the sign-in screens).
 */
export async function JsPendingReason({ locale }: { locale?: string }) {
  const t = await (locale ? getTranslations({ locale, namespace: 'common' }) : getTranslations('common'));
  return (
    <span id={JS_PENDING_ID} hidden>
      {t('jsPending')}
    </span>
  );
}
