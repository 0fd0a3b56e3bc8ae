import { NavLink } from "react-router-dom";
import type { MenuItem } from "./fallbackNavigation";

/** A menu entry: a router link inside the shop, a new tab outside it. */
export function MenuLink({ item, className }: { item: MenuItem; className?: string }) {
  if (item.external) {
    return (
      <a href={item.link} className={className} target="_blank" rel="noopener noreferrer">
        {item.title}
      </a>
    );
  }
  return (
    <NavLink to={item.link} className={className} end>
      {item.title}
    </NavLink>
  );
}
