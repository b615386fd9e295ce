// Media types as HTTP carries them in Content-Type. The mock's body step and the response judge both
// compare against the spec's `content` keys, which are bare essences.
// @see https://www.rfc-editor.org/rfc/rfc9110#section-8.3.1

/** The essence of a Content-Type value (`application/json` of `application/json; charset=utf-8`), lower-cased. */
export const mediaTypeEssence = (value: string | null | undefined): string =>
  (value ?? '').split(';')[0]!.trim().toLowerCase();
