/** Shared look of text-like controls (input, textarea, select). */
export const controlClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 transition-colors md:text-sm ' +
  'focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/30 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 ' +
  'aria-invalid:border-red-600 aria-invalid:focus:outline-red-600/30';
