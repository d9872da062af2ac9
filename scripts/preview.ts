/**
 * `npm run preview`: serves the production build (dist/, from `npm run build`) at
 * http://localhost:4173 as Firebase Hosting serves it, with the Hosting config the build wrote
 * (firebase.build.json: cleanUrls, the app shell for /auth, /main-user/** and /admin-dashboard/**,
 * 404.html with status 404 for unknown paths, the headers and the build's CSP). Superstatic, the
 * library the Hosting emulator runs (tests/hosting/hosting-server.ts, as the browser tests and the
 * bench serve it). `vite preview` served the home page for every path instead. Ctrl-C stops it.
 * With `npm start` running beside it, the forms and sign-in use its emulators (the local
 * functions accept this origin, functions/src/cors.ts).
 */
import { startHostingServer } from '../tests/hosting/hosting-server';

const PORT = 4173;
const server = await startHostingServer({ port: PORT });
console.log(
  `Build de producción, servido como lo sirve Hosting: http://localhost:${new URL(server.origin).port}`,
);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
