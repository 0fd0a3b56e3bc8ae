import type { ReactNode } from "react";
import { Link } from "react-router-dom";

/** A link inside the shop goes through the router; one that leaves it opens a new tab. */
export function SmartLink(props: {
  url: string;
  external?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const external = props.external ?? /^[a-z]+:/i.test(props.url);
  if (external) {
    return (
      <a href={props.url} className={props.className} target="_blank" rel="noopener noreferrer">
        {props.children}
      </a>
    );
  }
  return (
    <Link to={props.url} className={props.className}>
      {props.children}
    </Link>
  );
}
