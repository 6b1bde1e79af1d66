/**
 * JSON safe inside a `<script type="application/json">` element of a page the server renders (the public
 * contract page, decision 0150; a first screen, decision 0202): no `<` (so no `</script>` or `<!--` in
 * the data can end the element), nor `>` or `&`; still the same JSON to `JSON.parse`.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
