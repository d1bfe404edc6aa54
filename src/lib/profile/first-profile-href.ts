/** The first-sign-in profile step's address, going on to `onward` (a path on this site) after. */
export function firstProfileHref(onward: string): string {
  return `/masuk/profil?${new URLSearchParams({ redirect: onward })}`
}
