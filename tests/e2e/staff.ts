/** The back office's first admin, added by `npm run staff -- add` before the e2e shop starts. */
export const STAFF_ADMIN = {
  email: "chefin@druckwerk.test",
  name: "Anna Chefin",
  password: "Werkstatt-Schluessel-1",
};
