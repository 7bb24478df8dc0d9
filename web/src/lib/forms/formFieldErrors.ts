/** The refused fields that belong to a form (`names`), for react-hook-form's `setError`. */
export function formFieldErrors<F extends string>(fields: Readonly<Record<string, string>>, names: readonly F[]): Array<[F, string]> {
  return Object.entries(fields).filter((entry): entry is [F, string] => (names as readonly string[]).includes(entry[0]));
}
