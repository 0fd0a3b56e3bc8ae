import { createContext, useContext } from "react";

/** The shop's public origin (`https://druckwerk.example`), for canonical and Open Graph links. */
export const SiteOrigin = createContext("");

export const useSiteOrigin = () => useContext(SiteOrigin);
