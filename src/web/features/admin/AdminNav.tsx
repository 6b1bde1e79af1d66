/** The consoles' sub-navigation: Clients, Roles, Database, Postcodes and Audit Log. */
import { NavLink } from 'react-router';
import { ADMIN_SECTIONS } from '@shared/domain/admin-console';
import { cn } from '@web/lib/cn';

export function AdminNav() {
  return (
    <nav aria-label="Admin consoles" className="-mx-1 mb-6 overflow-x-auto px-1">
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-11 items-center border-b-2 px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
                  isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900',
                )
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
