/** The last step of `npm run build`: renders the pages of decision 0152 into the built app (dist/web). */
import path from 'node:path';
import { prerenderPages } from './prerender';

const pages = await prerenderPages(path.resolve(process.argv[2] ?? 'dist/web'));
console.log(`prerendered ${Object.keys(pages).join(', ')}`);
