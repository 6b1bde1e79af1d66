/** The .env text a deployment needs (DESIGN §5.9). */
export function envText(databaseUrl: string, authSecret: string): string {
  return `DATABASE_URL=${databaseUrl.trim()}\nBETTER_AUTH_SECRET=${authSecret.trim()}\n`;
}
