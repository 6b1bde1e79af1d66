/**
 * The personal words a password must not contain: the user's e-mail (whole, its local part and the
 * parts of that), their name (whole, joined, and each word) and any extra names (whole) (e.g. a client's
 * business name). Handed to passwordProblems() as the strength checker's user inputs, everywhere a
 * password is set.
 */
export function personalInputs(person: { email?: string | null; name?: string | null }, extra: readonly (string | null | undefined)[] = []): string[] {
  const out = new Set<string>();
  const add = (s: string | null | undefined) => {
    const v = s?.trim().toLowerCase();
    if (v) out.add(v);
  };
  const email = person.email?.trim().toLowerCase() ?? '';
  add(email);
  const local = email.split('@')[0];
  add(local);
  local.split(/[._+-]+/).forEach(add);
  const words = (name: string | null | undefined) => (name ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  add(person.name);
  add(words(person.name).join(''));
  words(person.name).forEach(add);
  // Extra names count whole (a business name's single words are often everyday words).
  for (const name of extra) {
    add(name);
    add(words(name).join(''));
  }
  return [...out];
}
