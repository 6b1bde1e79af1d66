/** Which part of /login is showing; kept in the URL (?mode=…) so Back and reloads work. */
export type AuthView = 'home' | 'signin' | 'signup' | 'forgot';

const formViews: readonly AuthView[] = ['signin', 'signup', 'forgot'];

export function authViewFrom(params: URLSearchParams): AuthView {
  const mode = params.get('mode') as AuthView | null;
  return mode && formViews.includes(mode) ? mode : 'home';
}

/** The link target of a view: '/login' for the home view, '/login?mode=signin' etc. otherwise. */
export function authViewHref(view: AuthView): string {
  return view === 'home' ? '/login' : `/login?mode=${view}`;
}

export const authViewTitles: Record<AuthView, string> = {
  home: 'Welcome',
  signin: 'Sign In',
  signup: 'Sign Up',
  forgot: 'Forgot Password',
};
