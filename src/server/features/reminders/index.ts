/** What the composition roots use of reminders: the scheduled job and the notification settings' routes. */
export { notificationSettingsRoutes, unsubscribeRoutes } from './notifications.routes';
export { REMINDER_EVERY_MS, runReminders } from './reminders.service';
