import { useId } from 'react';
import { ClipboardCheck, House, MapPin, Sparkles, UserPlus, type LucideIcon } from 'lucide-react';
import { cn } from '@web/lib/cn';

const steps: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: MapPin, title: 'Check your postcode', text: 'Make sure we collect and deliver in your area.' },
  { icon: UserPlus, title: 'Sign up', text: 'Create your account with your name, e-mail and home address.' },
  { icon: House, title: 'Add your property', text: 'Tell us where it is and how its beds are set up.' },
  {
    icon: ClipboardCheck,
    title: 'Complete self-onboarding',
    text: 'Sign your service contract, pay the refundable deposit and choose your services.',
  },
];

/** The four onboarding steps shown to visitors (docs/product.md §1.1). */
export function HowItWorks({ className }: { className?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('space-y-5', className)}>
      <h2 id={headingId} className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">
        How it works
      </h2>
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:flex-col lg:gap-3 lg:p-5">
            <div className="relative shrink-0 self-start">
              <span className="grid size-11 place-items-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span
                aria-hidden="true"
                className="absolute -top-1 -right-1 grid size-5 place-items-center rounded-full bg-brand-700 text-[11px] font-bold text-white"
              >
                {index + 1}
              </span>
            </div>
            <div className="min-w-0 space-y-1">
              <h3 className="font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="text-sm text-slate-600">{text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="flex items-start gap-3 rounded-xl bg-brand-700 p-4 text-sm font-medium text-white shadow-sm sm:items-center">
        <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-100 sm:mt-0" />
        Then your first linen service is requested automatically: nothing else to arrange.
      </p>
    </section>
  );
}
