import type { ComponentProps } from 'react';
import type { AreasFilter as AreasFilterComponent } from '@/components/site/areas-filter';
import type { ApplicationForm as ApplicationFormComponent } from '@/components/site/career/application-form';
import { islandIntl } from '@/lib/i18n/island-messages';
import { ApplicationFormIsland, AreasFilterIsland, EnquiryFormIsland, FranchiseFormIsland } from './client';

/*
 * The public site's interactive forms as server components. Each renders its form's HTML on the server (it paints
 * at once and works as a plain POST form without JavaScript) and hydrates it from its own chunk after the load event
 * or on first touch, with only the message namespaces it declares in ./namespaces.ts. The footer's newsletter form is
 * in ./newsletter, apart from these (see ./footer-client for why).
 */

export async function EnquiryForm() {
  return <EnquiryFormIsland intl={await islandIntl('enquiryForm')} />;
}

export async function FranchiseForm() {
  return <FranchiseFormIsland intl={await islandIntl('franchiseForm')} />;
}

export async function ApplicationForm(props: ComponentProps<typeof ApplicationFormComponent>) {
  return <ApplicationFormIsland intl={await islandIntl('applicationForm')} {...props} />;
}

export async function AreasFilter(props: ComponentProps<typeof AreasFilterComponent>) {
  return <AreasFilterIsland intl={await islandIntl('areasFilter')} {...props} />;
}
