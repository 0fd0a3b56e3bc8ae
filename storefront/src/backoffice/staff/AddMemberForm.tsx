import { useMutation } from "@apollo/client/react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import formStyles from "../../forms/Form.module.css";
import { fieldErrorTexts } from "../../forms/fieldErrorText";
import { TextField } from "../../forms/fields";
import type { StaffRole } from "../../gql/graphql";
import styles from "../Backoffice.module.css";
import { useBackofficeTexts } from "../texts";
import { AddStaffMemberDocument, StaffMembersDocument } from "./queries";

const empty = { name: "", email: "", role: "STAFF" as StaffRole, password: "" };

/** Adds a staff member, who signs in with the initial password; the API's refusals at their fields. */
export function AddMemberForm(props: { onAdded(name: string): void }) {
  const text = useBackofficeTexts();
  const { t } = useTranslation();
  const id = useId();
  const [member, setMember] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [add, { loading }] = useMutation(AddStaffMemberDocument, {
    // The new member joins the list in the cache (no second request).
    update(cache, { data }) {
      const added = data?.addStaffMember;
      if (added?.__typename !== "StaffMember") return;
      cache.updateQuery({ query: StaffMembersDocument }, (list) =>
        list?.staffMembers.__typename === "StaffMemberList"
          ? { staffMembers: { ...list.staffMembers, members: [...list.staffMembers.members, added] } }
          : list,
      );
    },
  });
  const set = (field: keyof typeof empty) => (value: string) => setMember((m) => ({ ...m, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    setErrors({});
    setFailure(null);
    try {
      const input = { ...member, name: member.name.trim(), email: member.email.trim() };
      const result = (await add({ variables: { input } })).data?.addStaffMember;
      if (result?.__typename === "StaffMember") {
        setMember(empty);
        return props.onAdded(result.name);
      }
      if (result?.__typename === "EmailTaken") return setErrors({ email: text.emailTaken });
      if (result?.__typename === "StaffMemberInvalid") return setErrors(fieldErrorTexts(t, result.fields));
      setFailure(result?.__typename === "AdminOnly" ? text.adminsOnly : text.failed);
    } catch {
      setFailure(text.failed);
    }
  };

  return (
    <form
      className={`${styles.panel} ${styles.editForm}`}
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{text.addMember}</h2>
      <TextField
        id={`${id}-name`}
        label={text.name}
        value={member.name}
        onChange={set("name")}
        max={100}
        required
        error={errors.name}
      />
      <TextField
        id={`${id}-email`}
        label={text.email}
        type="email"
        value={member.email}
        onChange={set("email")}
        max={200}
        required
        autoComplete="off"
        error={errors.email}
      />
      <div className={formStyles.field}>
        <label htmlFor={`${id}-role`}>{text.role}</label>
        <select id={`${id}-role`} value={member.role} onChange={(e) => set("role")(e.target.value)}>
          <option value="STAFF">{text.roles.STAFF}</option>
          <option value="ADMIN">{text.roles.ADMIN}</option>
        </select>
      </div>
      <TextField
        id={`${id}-password`}
        label={text.initialPassword}
        type="password"
        value={member.password}
        onChange={set("password")}
        max={200}
        required
        autoComplete="new-password"
        hint={text.passwordHint}
        error={errors.password}
      />
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <div className={styles.formButtons}>
        <button type="submit" className={styles.primaryButton} disabled={loading}>
          {text.addMember}
        </button>
      </div>
    </form>
  );
}
