import { useQuery } from "@apollo/client/react";
import { useId, useState } from "react";
import styles from "../Backoffice.module.css";
import { useStaffFormat } from "../format";
import { useBackofficeTexts } from "../texts";
import { AddMemberForm } from "./AddMemberForm";
import { StaffMembersDocument } from "./queries";

/**
 * `/backoffice/staff`, for admins: the staff members and the form that adds one. To a member with
 * the role staff the API answers `AdminOnly`, which the page says as it is.
 */
export function StaffPage() {
  const text = useBackofficeTexts();
  const format = useStaffFormat();
  const id = useId();
  const { data } = useQuery(StaffMembersDocument, { fetchPolicy: "cache-and-network" });
  const [notice, setNotice] = useState<string | null>(null);
  const result = data?.staffMembers;

  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.pageTitle}>
        {text.staff}
      </h1>
      {result && result.__typename !== "StaffMemberList" && (
        <p role="alert" className={styles.error}>
          {result.__typename === "AdminOnly" ? text.adminsOnly : text.failed}
        </p>
      )}
      {result?.__typename === "StaffMemberList" && (
        <div className={styles.staffGrid}>
          <table className={styles.table}>
            <caption className={styles.caption}>{text.members}</caption>
            <thead>
              <tr>
                <th scope="col">{text.name}</th>
                <th scope="col">{text.email}</th>
                <th scope="col">{text.role}</th>
                <th scope="col">{text.since}</th>
              </tr>
            </thead>
            <tbody>
              {result.members.map((member) => (
                <tr key={member.id}>
                  <th scope="row" className={styles.rowHead}>
                    {member.name}
                  </th>
                  <td>{member.email}</td>
                  <td>
                    <span className={styles.badge} data-role={member.role}>
                      {text.roles[member.role]}
                    </span>
                  </td>
                  <td>{format.dateTime(member.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div>
            {notice && (
              <p role="status" className={styles.notice}>
                {notice}
              </p>
            )}
            <AddMemberForm onAdded={(name) => setNotice(text.added(name))} />
          </div>
        </div>
      )}
    </section>
  );
}
