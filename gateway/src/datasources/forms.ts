import { formAnswerSchema } from "@druckwerk/cms/contract";
import type { FormResult } from "../generated/graphql";
import { UpstreamAPI, type UpstreamOptions, upstreamStatus } from "./upstream";

/** The spec's form endpoint `POST {api}/ContactForm.php` (form-encoded), for every form. */
export class FormsAPI extends UpstreamAPI {
  protected readonly upstreamName = "forms";
  private readonly clientIp: string;

  constructor(options: UpstreamOptions & { clientIp: string }) {
    super(options);
    this.clientIp = options.clientIp;
  }

  /** Posts the fields; a refusal the shopper can act on (422, 429) is a typed result. */
  async submit(fields: Record<string, string>): Promise<FormResult> {
    try {
      const answer = await this.post("ContactForm.php", {
        body: new URLSearchParams(fields).toString(),
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          // The endpoint limits the rate per client, so it must see the shopper, not the gateway.
          "x-forwarded-for": this.clientIp,
        },
      });
      // The spec leaves the success answer open: Druckwerk's endpoint tells the id, others may not.
      return { __typename: "FormSubmitted", id: formAnswerSchema.safeParse(answer).data?.id ?? null };
    } catch (error) {
      if (upstreamStatus(error) !== 422 && upstreamStatus(error) !== 429) throw error;
      const { status, code, message, fields, retryAfterSeconds } = this.refusal(error);
      if (status === 429) return { __typename: "FormRateLimited", code, message, retryAfterSeconds };
      return { __typename: "FormInvalid", code, message, fields };
    }
  }
}
