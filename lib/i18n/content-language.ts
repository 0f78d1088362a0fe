import { intlLocale } from './format';
import { directionOf } from './routing';

/**
 * `lang` and `dir` for text an office wrote in `language` (a blog or job post) shown on a page in `pageLocale`:
 * nothing when they match, so only a post in another language is marked (screen readers switch voice, fonts and
 * direction follow the text).
 */
export function contentLangProps(language: string, pageLocale: string): { lang?: string; dir?: 'ltr' | 'rtl' } {
  return language === pageLocale ? {} : { lang: language, dir: directionOf(language) };
}

/** The name of `language` in the page's own language: 'anglais' on a French page, '英语' on a Chinese one. */
export function languageName(language: string, pageLocale: string): string {
  const name = new Intl.DisplayNames([intlLocale(pageLocale)], { type: 'language' }).of(language) ?? language;
  // Vietnamese writes language names in lower case inside a sentence ('bằng tiếng Anh'); ICU gives 'Tiếng Anh'.
  return pageLocale === 'vi' ? name.charAt(0).toLocaleLowerCase('vi') + name.slice(1) : name;
}
