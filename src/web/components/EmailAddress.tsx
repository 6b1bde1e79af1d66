import { Fragment } from 'react';

/**
 * An e-mail address that wraps only at sensible points: before the @ and before each dot of the domain,
 * never mid-word (issue 7 C12). In a table the column is as wide as the longest part; elsewhere, the
 * caller may add overflow-wrap:break-word as a last resort for a part wider than the whole space.
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  const domain = email.slice(at + 1).split('.');
  return (
    <>
      {email.slice(0, at)}
      <wbr />@
      {domain.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && (
            <>
              <wbr />.
            </>
          )}
          {part}
        </Fragment>
      ))}
    </>
  );
}
