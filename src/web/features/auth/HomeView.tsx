import { Link } from 'react-router';
import { LogIn, MapPin, UserPlus } from 'lucide-react';
import { SERVICE_AREAS } from '@shared/constants';
import { Button } from '@web/components/ui';
import { authViewHref } from './auth-view';
import { HowItWorks } from './HowItWorks';
import { PostcodeChecker } from './PostcodeChecker';
import { SessionNote } from './SessionNote';

/** The visitor's landing view: what the service is, where it runs, the coverage check and the way in. */
export function HomeView() {
  return (
    <div className="space-y-12 sm:space-y-16">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-12">
        <section aria-labelledby="auth-heading" className="space-y-6 lg:pt-4">
          <p className="inline-flex items-center rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-900">
            Linen hire &amp; laundry for short-let hosts
          </p>
          <div className="space-y-4">
            <h1
              id="auth-heading"
              tabIndex={-1}
              className="text-3xl leading-tight font-bold tracking-tight text-slate-900 outline-none sm:text-4xl lg:text-5xl"
            >
              Fresh linen for every guest, without the laundry
            </h1>
            <p className="max-w-xl text-base text-slate-700 sm:text-lg">
              We supply, collect and launder bed linen and towels for short-let and holiday-let properties, so every changeover is ready on time.
            </p>
          </div>
          <div className="space-y-2">
            <h2 className="text-sm font-semibold text-slate-800">Serving properties in</h2>
            <ul className="flex flex-wrap gap-2">
              {SERVICE_AREAS.map((area) => (
                <li
                  key={area}
                  className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 shadow-sm"
                >
                  <MapPin aria-hidden="true" className="size-4 text-brand-700" />
                  {area}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            {/* Links: they work before the page's script has run, and open in a new tab. */}
            <Button asChild size="lg">
              <Link to={authViewHref('signup')}>
                <UserPlus aria-hidden="true" />
                Get Started - Sign Up
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={authViewHref('signin')}>
                <LogIn aria-hidden="true" />
                Already Have Account? Sign In
              </Link>
            </Button>
          </div>
          <SessionNote />
        </section>
        <PostcodeChecker className="lg:self-center" />
      </div>
      <HowItWorks />
    </div>
  );
}
