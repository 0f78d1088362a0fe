import 'server-only';
import type { AbstractIntlMessages } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { cache } from 'react';
import { ISLAND_NAMESPACES, type IslandIntl, type IslandName } from './island-namespaces';

/**
 * The `intl` prop of an island: the current locale and only the namespaces the island declares. Cached per request,
 * so two buttons opening the same dialog share one object (React sends it to the browser once).
 */
export const islandIntl = cache(async (island: IslandName): Promise<IslandIntl> => {
  const [locale, all] = await Promise.all([getLocale(), getMessages()]);
  const messages: AbstractIntlMessages = {};
  for (const ns of ISLAND_NAMESPACES[island]) if (ns in all) messages[ns] = all[ns]!;
  return { locale, messages };
});
