/** Headers inside an envelope (`_envelope`, batch items): PHP writes an empty header map as the list `[]`. */
export function envelopeHeaders(headers: Readonly<Record<string, string>>): Record<string, string> | [] {
  return Object.keys(headers).length === 0 ? [] : { ...headers };
}
