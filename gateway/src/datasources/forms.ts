import { formAnswerSchema, formRefusalCodes } from "@druckwerk/cms/contract";
import type { FormResult } from "../generated/graphql";
import { UpstreamAPI } from "./upstream";

/** The spec's form endpoint `POST {api}/ContactForm.php` (form-encoded), for every form. */
export class FormsAPI extends UpstreamAPI {
  protected readonly upstreamName = "forms";

  /** Posts the fields; a refusal the shopper can act on is a typed result. */
  async submit(fields: Record<string, string>): Promise<FormResult> {
    try {
      const answer = await this.post("ContactForm.php", {
        body: new URLSearchParams(fields).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      // The spec leaves the success answer open: Druckwerk's endpoint tells the id, others may not.
      return { __typename: "FormSubmitted", id: formAnswerSchema.safeParse(answer).data?.id ?? null };
    } catch (error) {
      const { code, message, fields, retryAfterSeconds } = this.refusedWith(error, formRefusalCodes);
      if (code === "RATE_LIMITED") return { __typename: "FormRateLimited", code, message, retryAfterSeconds };
      return { __typename: "FormInvalid", code, message, fields };
    }
  }
}
