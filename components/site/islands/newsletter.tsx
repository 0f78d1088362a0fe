import { islandIntl } from '@/lib/i18n/island-messages';
import { NewsletterFormIsland } from './footer-client';

/** The footer's offers newsletter form, an island like those of ./index but kept out of the pages' module graph. */
export async function NewsletterForm() {
  return <NewsletterFormIsland intl={await islandIntl('newsletterForm')} />;
}
