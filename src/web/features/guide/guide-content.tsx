/** What each startup-guide step explains (docs/product.md §1.2.4, part 2 §1). */
import type { ReactNode } from 'react';
import { Building2, CalendarDays, SquareKanban, TriangleAlert, Truck, UserRound, type LucideIcon } from 'lucide-react';

export interface GuideStepContent {
  icon: LucideIcon;
  summary: string;
  points: ReactNode[];
}

function Swatch({ className, label, meaning }: { className: string; label: string; meaning: string }) {
  return (
    <li className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-white px-2.5 py-0.5">
      <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${className}`} />
      <span>
        <span className="font-medium text-slate-900">{label}</span> {meaning}
      </span>
    </li>
  );
}

export const GUIDE_CONTENT: Record<number, GuideStepContent> = {
  1: {
    icon: UserRound,
    summary: 'Your client record: who you are and how we reach and invoice you.',
    points: [
      'Check your name, contact e-mail, phone and billing address, and keep them up to date.',
      'Your onboarding checklist shows what is left to do before your first linen service.',
    ],
  },
  2: {
    icon: Building2,
    summary: 'Add each property you let and get it ready for service.',
    points: [
      'Enter the address and bed setup so we send the right linen.',
      'Sign the service contract online, pay the refundable damage deposit and choose your services.',
      'When onboarding is complete, your first linen service is requested automatically.',
    ],
  },
  3: {
    icon: SquareKanban,
    summary: "The board follows every property's linen set through the service cycle.",
    points: [
      <>
        Four columns: <strong>New</strong>, <strong>On Beds</strong>, <strong>Changeover Due</strong> and{' '}
        <strong>In Transit</strong>.
      </>,
      'Cards move automatically by time and status: you do not need to drag them.',
      'A card that stays too long on beds or in transit is flagged as overdue.',
    ],
  },
  4: {
    icon: CalendarDays,
    summary: 'Request linen for your bookings and see every request at a glance.',
    points: [
      <>
        Request colours:
        <ul className="mt-1.5 flex flex-wrap gap-1.5">
          <Swatch className="bg-green-600" label="Green" meaning="accepted" />
          <Swatch className="bg-amber-500" label="Amber" meaning="pending" />
          <Swatch className="bg-red-600" label="Red" meaning="declined" />
        </ul>
      </>,
      <>
        Linen must be requested <strong>more than 48 hours</strong> before it is needed; later requests are declined.
      </>,
    ],
  },
  5: {
    icon: Truck,
    summary: 'Every collection of used linen, with its invoice.',
    points: [
      <>
        Collection invoices must be paid within <strong>10 days</strong> of the collection being recorded.
      </>,
      'Late payments may incur additional charges.',
    ],
  },
  6: {
    icon: TriangleAlert,
    summary: 'Damaged or missing linen found after a stay, and its charges.',
    points: [
      <>
        Damage charges must be paid within <strong>10 days</strong> of the damage being recorded.
      </>,
      'Late payments may incur extra charges.',
    ],
  },
};
