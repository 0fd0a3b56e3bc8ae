import { localStore } from "../shared/storage";

const KEY = "druckwerk.contentStatus";

/** The HTTP status of the last content page that failed to load, for /not-available's message. */
export const contentStatus = {
  remember: (status: number) => localStore.set(KEY, status),
  read: () => localStore.get<number>(KEY),
};
