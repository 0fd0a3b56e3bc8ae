import type {
  Browser,
  ContactFormInput,
  NewsletterSignupInput,
  OperatingSystem,
  Resolvers,
  VatIdInput,
} from "../generated/graphql";

/** The spec's choice labels, as the forms endpoint and the shop's inbox read them. */
const browsers: Record<Browser, string> = {
  FIREFOX: "Mozilla Firefox",
  CHROME: "Google Chrome",
  SAFARI: "Apple Safari",
  EDGE: "Microsoft Edge",
  OTHER: "other",
};
const systems: Record<OperatingSystem, string> = {
  WINDOWS: "Microsoft Windows",
  MACOS: "Apple MacOS",
  IOS: "Apple iOS",
  ANDROID: "Android",
  OTHER: "other",
};

const yesNo = (value: boolean | null | undefined) => (value == null ? undefined : value ? "yes" : "no");

/** Drops unset fields: a form-encoded body carries only what was filled in. */
const filled = (fields: Record<string, string | null | undefined>) =>
  Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] != null));

/** The contact form as the spec's fields of `ContactForm.php`. */
export function contactFields(input: ContactFormInput): Record<string, string> {
  const bug = input.bugReport;
  return filled({
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    mail: input.mail,
    subject: input.subject,
    message: input.message,
    confirmation: String(input.confirmation),
    isBugReport: String(bug != null),
    userIntention: bug?.userIntention,
    userExpectation: bug?.userExpectation,
    systemResponse: bug?.systemResponse,
    userCheckedInternetConnection: yesNo(bug?.userCheckedInternetConnection),
    errorMessageOccurred: bug?.errorMessageOccurred == null ? undefined : String(bug.errorMessageOccurred),
    errorMessage: bug?.errorMessageOccurred ? bug.errorMessage : undefined,
    browserUsed: bug?.browserUsed ? browsers[bug.browserUsed] : undefined,
    osUsed: bug?.osUsed ? systems[bug.osUsed] : undefined,
    differentBrowsers: yesNo(bug?.differentBrowsers),
  });
}

/** The newsletter form's message field holds at most this many characters (its rule in the CMS). */
const NEWSLETTER_MESSAGE_MAX = 400;

/**
 * The spec's generated message of a newsletter signup: the request in a sentence and the
 * subscriber's details on lines of their own, as the shop's staff read it in the mail.
 */
export function newsletterMessage(input: NewsletterSignupInput): string {
  const name = [input.salutation, input.firstName, input.lastName].filter(Boolean).join(" ");
  const place = [input.plz, input.location].filter(Boolean).join(" ");
  const lines = [
    "Bitte nehmen Sie mich in den Newsletter von Druckwerk auf.",
    [name, input.firm].filter(Boolean).join(", "),
    [input.street, place].filter(Boolean).join(", "),
    `E-Mail: ${input.mail}`,
    `Einwilligung in die Verarbeitung meiner Daten: ${input.confirmation ? "ja" : "nein"}`,
  ];
  return lines.filter(Boolean).join("\n").slice(0, NEWSLETTER_MESSAGE_MAX);
}

export function newsletterFields(input: NewsletterSignupInput): Record<string, string> {
  return filled({
    subject: "Newsletteranmeldung",
    message: newsletterMessage(input),
    salutation: input.salutation,
    firstName: input.firstName,
    lastName: input.lastName,
    firm: input.firm,
    street: input.street,
    plz: input.plz,
    location: input.location,
    mail: input.mail,
    confirmation: String(input.confirmation),
  });
}

/** The spec's UStID submission: that subject, a blank mail, the message holding name, phone, number. */
export function vatIdFields(input: VatIdInput): Record<string, string> {
  const lines = [`Name: ${input.name ?? ""}`, `Telefon: ${input.phone ?? ""}`, `USt-IdNr.: ${input.vatId}`];
  return filled({
    subject: "UStID Eintragung",
    mail: "",
    message: lines.join("\n"),
    vatId: input.vatId,
    name: input.name,
    phone: input.phone,
  });
}

/** Field names of the bug report are nested in the GraphQL input. */
const bugReportFields = new Set([
  "userIntention",
  "userExpectation",
  "systemResponse",
  "userCheckedInternetConnection",
  "errorMessageOccurred",
  "errorMessage",
  "browserUsed",
  "osUsed",
  "differentBrowsers",
]);

export const formsResolvers: Resolvers = {
  Mutation: {
    submitContactForm: (_parent, { input }, { dataSources }) =>
      dataSources.forms.submit(contactFields(input)),
    subscribeNewsletter: (_parent, { input }, { dataSources }) =>
      dataSources.forms.submit(newsletterFields(input)),
    submitVatId: (_parent, { input }, { dataSources }) => dataSources.forms.submit(vatIdFields(input)),
  },
  FormResult: {
    __resolveType: (result) => result.__typename ?? null,
  },
  FormInvalid: {
    fields: (invalid) =>
      invalid.fields.map((error) =>
        bugReportFields.has(error.field) ? { ...error, field: `bugReport.${error.field}` } : error,
      ),
  },
};
