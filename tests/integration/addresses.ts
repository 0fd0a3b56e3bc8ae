/** A billing address the shipping service knows (Berlin, Germany), for orders and accounts in tests. */
export const germanAddress = {
  firstname: "Erika",
  lastname: "Muster",
  street: "Hauptstraße 1",
  postalCode: "10115",
  city: "Berlin",
  countryId: "DE",
};
