/**
 * A zod answer that describes a domain type must stay that type: `export type XCheck =
 * AssertTrue<Same<z.infer<typeof ZX>, X>>` fails tsc when the two drift apart (decision 0171).
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type AssertTrue<T extends true> = T;
