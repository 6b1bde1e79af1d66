/**
 * Every permission decision the product makes, one function each (issue 20; docs/architecture.md §3):
 * pure functions of a Subject (and of the record when the rule depends on it). The server's route
 * guards (`requireAbility`) and services, and the app's screens, menus and buttons ask these same
 * functions; nothing else reads a permission flag.
 */
export * from './subject';
export * from './admin';
export * from './bag-exchange';
export * from './board';
export * from './calendar';
export * from './charges';
export * from './clients';
export * from './collections';
export * from './contracts';
export * from './damages';
export * from './invoices';
export * from './deposits';
export * from './forecast';
export * from './portal';
export * from './properties';
export * from './purchases';
export * from './reports';
export * from './requests';
export * from './rounds';
export * from './teams';
