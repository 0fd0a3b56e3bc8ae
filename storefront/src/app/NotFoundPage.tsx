import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { homePath } from "./routing";
import { useLanguage } from "./useLanguage";

export function NotFoundPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <section
      style={{ maxWidth: "var(--content-width)", margin: "0 auto", padding: "var(--space-6) var(--space-4)" }}
    >
      <h1>{t("notFound.title")}</h1>
      <p>{t("notFound.body")}</p>
      <Link to={homePath(lang)}>{t("notFound.back")}</Link>
    </section>
  );
}
