import { type Language, locales } from ".";

// Making an Intl format costs a hydrating page noticeable time (locale data is looked up each time);
// one per language and options serves every component.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(formats: Map<string, T>, language: Language, options: object, make: () => T): T {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** The number format of the language's locale with these options, made once. */
export const numberFormat = (language: Language, options: Intl.NumberFormatOptions) =>
  cached(numberFormats, language, options, () => new Intl.NumberFormat(locales[language], options));

/** The date format of the language's locale with these options, made once. */
export const dateFormat = (language: Language, options: Intl.DateTimeFormatOptions) =>
  cached(dateFormats, language, options, () => new Intl.DateTimeFormat(locales[language], options));
