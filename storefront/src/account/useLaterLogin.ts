import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useLanguage } from "../app/useLanguage";
import { loginPath } from "./accountPaths";

/** Spec, section 9: after a password change or reset the shopper goes to `/login` 3 s later. */
export const LOGIN_DELAY_MS = 3000;

/** Call `start()` once the password is set: `/login` follows after the spec's delay. */
export function useLaterLogin() {
  const navigate = useNavigate();
  const lang = useLanguage();
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!started) return;
    const timer = setTimeout(() => navigate(loginPath(lang), { replace: true }), LOGIN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [started, navigate, lang]);
  return { start: () => setStarted(true), started };
}
