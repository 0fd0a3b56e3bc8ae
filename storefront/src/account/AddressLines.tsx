import styles from "./Account.module.css";

/** An address as printed on a letter. */
export interface PrintedAddress {
  company?: string | null | undefined;
  firstname: string;
  lastname: string;
  street: string;
  addressSuffix?: string | null | undefined;
  postalCode: string;
  city: string;
  /** The country's name. */
  country: string;
}

export function AddressLines({ address, testId }: { address: PrintedAddress; testId?: string }) {
  return (
    <address className={styles.address} data-testid={testId}>
      {address.company && <span>{address.company}</span>}
      <span>
        {address.firstname} {address.lastname}
      </span>
      <span>{address.street}</span>
      {address.addressSuffix && <span>{address.addressSuffix}</span>}
      <span>
        {address.postalCode} {address.city}
      </span>
      <span>{address.country}</span>
    </address>
  );
}
