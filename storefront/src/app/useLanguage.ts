import { useLocation } from "react-router-dom";
import { splitLanguage } from "./routing";

/** The language of the current route. */
export function useLanguage() {
  return splitLanguage(useLocation().pathname).lang;
}
