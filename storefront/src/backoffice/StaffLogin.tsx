import { useApolloClient, useMutation } from "@apollo/client/react";
import { type FormEvent, useId, useState } from "react";
import styles from "./Backoffice.module.css";
import { StaffLoginDocument, StaffMeDocument } from "./queries";
import { useBackofficeTexts } from "./texts";

export function StaffLogin() {
  const text = useBackofficeTexts();
  const id = useId();
  const client = useApolloClient();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [login, { loading }] = useMutation(StaffLoginDocument);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    setFailure(null);
    try {
      const result = (await login({ variables: { email: email.trim(), password } })).data?.staffLogin;
      if (result?.__typename === "StaffLoginSucceeded")
        client.cache.writeQuery({ query: StaffMeDocument, data: { staffMe: result.member } });
      else setFailure(result?.__typename === "TooManyAttempts" ? text.tooMany : text.refused);
    } catch {
      setFailure(text.failed);
    }
  };

  return (
    <form className={styles.loginCard} onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{text.signInTitle}</h1>
      <label htmlFor={`${id}-email`}>{text.email}</label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="username"
        value={email}
        maxLength={200}
        required
        onChange={(event) => setEmail(event.target.value)}
      />
      <label htmlFor={`${id}-password`}>{text.password}</label>
      <input
        id={`${id}-password`}
        type="password"
        autoComplete="current-password"
        value={password}
        maxLength={200}
        required
        onChange={(event) => setPassword(event.target.value)}
      />
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <button type="submit" className={styles.primaryButton} disabled={loading || !email || !password}>
        {text.signIn}
      </button>
    </form>
  );
}
