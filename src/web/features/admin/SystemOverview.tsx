/** The console's System Overview: how much the system holds, at a glance. */
import { formatPence } from '@shared/domain/money';
import type { TSystemOverview } from '@shared/schemas/admin';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui';
import { StatCards } from './StatCards';

export function SystemOverview({ overview: o }: { overview: TSystemOverview }) {
  return (
    <Card aria-labelledby="system-overview" className="mt-6">
      <CardHeader>
        <CardTitle id="system-overview">System Overview</CardTitle>
      </CardHeader>
      <CardContent>
        <StatCards
          label="System Overview"
          className="sm:grid-cols-3 lg:grid-cols-5"
          stats={[
            { label: 'Users', value: o.users },
            { label: 'Active users', value: o.activeUsers },
            { label: 'Super admins', value: o.superAdmins },
            { label: 'Clients', value: o.clients },
            { label: 'Properties', value: o.properties },
            { label: 'Archived properties', value: o.archivedProperties },
            { label: 'Linen cards', value: o.linenCards },
            { label: 'Contracts signed', value: o.contractsSigned },
            { label: 'Payments received', value: o.paymentsReceived },
            { label: 'Payments total', value: formatPence(o.paymentsTotalPence) },
          ]}
        />
      </CardContent>
    </Card>
  );
}
