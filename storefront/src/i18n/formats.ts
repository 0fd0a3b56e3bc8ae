import { type Language, locales } from ".";

/** Formats numbers like `Intl.NumberFormat`. */
export interface NumberFormatter {
  format: (value: number) => string;
}

// The first Intl format of a page loads the browser's locale data: 20 ms in a fresh Chromium,
// four times that on a phone, inside a task of the page's hydration. The numbers the shop shows
// (amounts in euros, lengths, counts) are therefore written here with the separators of its three
// locales; a test holds them equal to Intl's. Anything else is left to Intl, made once.
const separators: Record<Language, { decimal: string; group: string }> = {
  de: { decimal: ",", group: "." },
  en: { decimal: ".", group: "," },
  fr: { decimal: ",", group: "\u202f" },
};
const withEuro = (language: Language, amount: string) =>
  language === "en" ? `€${amount}` : `${amount}\u00a0€`;

const numberFormats = new Map<string, NumberFormatter>();
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
export const numberFormat = (language: Language, options: Intl.NumberFormatOptions): NumberFormatter =>
  cached(numberFormats, language, options, () => makeNumberFormat(language, options));

/** The date format of the language's locale with these options, made once. */
export const dateFormat = (language: Language, options: Intl.DateTimeFormatOptions) =>
  cached(dateFormats, language, options, () => new Intl.DateTimeFormat(locales[language], options));

const WRITTEN_OPTIONS = new Set([
  "style",
  "currency",
  "minimumFractionDigits",
  "maximumFractionDigits",
  "useGrouping",
]);

function makeNumberFormat(language: Language, options: Intl.NumberFormatOptions): NumberFormatter {
  let intl: Intl.NumberFormat | undefined;
  const byIntl = (value: number) => {
    intl ??= new Intl.NumberFormat(locales[language], options);
    return intl.format(value);
  };
  const euros = options.style === "currency" && options.currency === "EUR";
  const written =
    Object.keys(options).every((key) => WRITTEN_OPTIONS.has(key)) &&
    (options.style === undefined || options.style === "decimal" || euros) &&
    (options.useGrouping === undefined || typeof options.useGrouping === "boolean");
  const max = options.maximumFractionDigits ?? (euros ? 2 : 3);
  const min = options.minimumFractionDigits ?? Math.min(euros ? 2 : 0, max);
  if (!written || min > max) return { format: byIntl };
  const grouping = options.useGrouping !== false;
  const { decimal, group } = separators[language];
  return {
    format(value) {
      const decimals = decimalDigits(value, max);
      if (!decimals) return byIntl(value);
      let [whole, fraction] = decimals;
      while (fraction.length > min && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
      const grouped = grouping ? whole.replace(/\B(?=(\d{3})+$)/g, group) : whole;
      const amount = fraction ? `${grouped}${decimal}${fraction}` : grouped;
      const sign = value < 0 || Object.is(value, -0) ? "-" : "";
      return euros ? `${sign}${withEuro(language, amount)}` : `${sign}${amount}`;
    },
  };
}

/**
 * The digits of |value| rounded to `places` decimals as Intl rounds them: the shortest decimal
 * that reads back as the number ("2.675", not the binary 2.67499…), half away from zero. Whole
 * and fraction (exactly `places` long); null where JavaScript writes the number with an exponent.
 */
function decimalDigits(value: number, places: number): [string, string] | null {
  const text = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const [whole = "0", fraction = ""] = text.split(".");
  const kept = `${whole}${fraction.slice(0, places).padEnd(places, "0")}`;
  const rounded = (fraction[places] ?? "0") >= "5" ? addOne(kept) : kept;
  const split = rounded.length - places;
  return [rounded.slice(0, split) || "0", rounded.slice(split)];
}

/** A string of decimal digits plus one. */
function addOne(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === "9") i--;
  return `${i < 0 ? "1" : digits.slice(0, i)}${i < 0 ? "" : String(Number(digits[i]) + 1)}${"0".repeat(digits.length - 1 - i)}`;
}
