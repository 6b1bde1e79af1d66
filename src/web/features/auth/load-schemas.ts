/**
 * The auth forms' rules (./schemas with zod) as a chunk of their own, loaded when a form is first
 * focused or submitted rather than with /login (decision 0090). One promise, shared by every form.
 */
let loading: Promise<typeof import('./schemas')> | undefined;

export const loadAuthSchemas = () => (loading ??= import('./schemas'));

/** For a form's onFocus: start fetching the rules while the user types. */
export const prefetchAuthSchemas = () => void loadAuthSchemas();
