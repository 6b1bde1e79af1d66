/**
 * 'Back to {property}' after a checkout for a property (deposit, collection, damage), cancelled or
 * paid: owners go to their portal, staff to the Properties screen.
 */
import { isPropertyOwner } from '@shared/domain/abilities';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useSession, subjectOf } from '@web/lib/session';
import { Button, type ButtonSize } from '@web/components/ui';
import { useProperty } from '../properties/use-property';

export function BackToPropertyLink({ propertyId, name, size }: { propertyId: string; name?: string; size?: ButtonSize }) {
  const me = useSession();
  const property = useProperty(name ? null : propertyId);
  if (property.isError) return null;
  const owner = isPropertyOwner(subjectOf(me));
  const label = name ?? property.data?.name;
  return (
    <Button asChild size={size}>
      <Link to={owner ? '/portal' : '/properties'}>
        <ArrowLeft aria-hidden="true" />
        {label ? `Back to ${label}` : 'Back to your property'}
      </Link>
    </Button>
  );
}
