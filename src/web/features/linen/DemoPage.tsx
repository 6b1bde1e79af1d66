/**
 * /demo, the Linen Management Demo (docs/product.md §2.2): static sample cards in the four columns and what
 * overdue and the automatic move mean. It makes no call to the server.
 */
import { ArrowRight, Clock, TriangleAlert } from 'lucide-react';
import { Card, CardContent, CardTitle, PageHeader } from '@web/components/ui';
import { DEFAULT_CHARGE_SETTINGS, hireClockRule } from '@shared/domain/charges';
import { HireClockNotice } from '@web/features/charges/HireClockNotice';
import { DEMO_CARDS } from './demo-cards';
import { SampleBoard } from './SampleBoard';

const DEMO_RULE = hireClockRule({ amountPence: DEFAULT_CHARGE_SETTINGS.lateChangeoverPence, everyDays: DEFAULT_CHARGE_SETTINGS.lateChangeoverEveryDays });

export default function DemoPage() {
  return (
    <>
      <PageHeader
        title="Linen Management Demo"
        description="Sample data showing how linen moves through the cycle: New → On Beds → Changeover Due → In Transit → On Beds."
      />
      <div className="mb-6 grid gap-3 md:grid-cols-2">
        <Card>
          <CardContent className="space-y-2">
            <CardTitle className="flex items-center gap-2">
              <TriangleAlert aria-hidden="true" className="size-5 text-red-700" />
              Overdue cards
            </CardTitle>
            <p className="text-sm text-slate-700">
              A card is overdue when its linen has been on beds for <strong>more than 14 days</strong>, or in transit for{' '}
              <strong>more than 4 days</strong>. Overdue cards flash red on the board (a steady red outline if you prefer reduced motion). A
              Changeover Due card with more than 14 days on beds is highlighted too. Day counts are whole days.
            </p>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="space-y-2">
            <CardTitle className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-5 text-brand-700" />
              The automatic move
            </CardTitle>
            <p className="text-sm text-slate-700">
              Linen must be changed over every 14 days. When a card has been <strong>On Beds</strong> for more than 14 days, the system moves it to{' '}
              <strong>Changeover Due</strong> by itself <ArrowRight aria-hidden="true" className="inline size-4" /> on a schedule and whenever the
              board is opened. The move shows in the card&apos;s history as &lsquo;automatic&rsquo;.
            </p>
          </CardContent>
        </Card>
      </div>
      {/* Issue 18: the hire clock's rule with the provider's default amount; each owner's dashboard states the amount in force. */}
      <HireClockNotice rule={DEMO_RULE} className="mb-6" />
      <SampleBoard cards={DEMO_CARDS} />
    </>
  );
}
