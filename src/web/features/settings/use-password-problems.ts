import { useEffect, useMemo, useState } from 'react';

type PasswordRules = typeof import('@shared/domain/password');

let loaded: PasswordRules | undefined;
let loading: Promise<PasswordRules> | undefined;

function loadRules(): Promise<PasswordRules> {
  loading ??= import('@shared/domain/password').then(
    (rules) => (loaded = rules),
    (error: unknown) => {
      loading = undefined; // try again next time
      throw error;
    },
  );
  return loading;
}

/**
 * What the shared rule passwordProblems() says of a password as it is typed: undefined until the
 * strength estimator (a large dictionary, fetched on first use) has arrived.
 */
export function usePasswordProblems(password: string, userInputs: readonly string[] = []): string[] | undefined {
  const [rules, setRules] = useState(loaded);
  useEffect(() => {
    if (rules) return;
    let live = true;
    loadRules().then(
      (r) => live && setRules(r),
      () => undefined, // the requirement stays unmet; the server still checks
    );
    return () => {
      live = false;
    };
  }, [rules]);
  const inputs = userInputs.filter(Boolean).join('\n');
  return useMemo(() => rules?.passwordProblems(password, inputs ? inputs.split('\n') : []), [rules, password, inputs]);
}
