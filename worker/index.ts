// The site's Worker (wrangler.jsonc): static assets serve every page; this runs only for /api/*
// (run_worker_first) and for the cron triggers. It exports its handlers only: workerd refuses any
// other named export of the main module.
import { contactEndpointSettings } from '../content/contactEndpoint';
import { CONTACT_API_PATH } from '../lib/contact/rules';
import { answer, DEFAULT_GLOBAL_LIMIT, DEFAULT_RATE_LIMIT, handleContact } from './contact';
import {
  DAILY_CRON,
  deleteExpired,
  limitMail,
  notifyHealth,
  notifyLead,
  retryPending,
  sendDigest,
  sendMail,
  mailConfigured,
} from './notify';

export default {
  async fetch(request, env, ctx): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === CONTACT_API_PATH) {
      return handleContact(request, env, {
        onStored: ({ lead }) => ctx.waitUntil(notifyLead(env, lead)),
        onLimit: (limit) => {
          console.log(`contact: the ${limit} limit tripped; the firm is told once this hour`);
          if (mailConfigured(env)) {
            ctx.waitUntil(
              sendMail(
                env,
                limitMail(
                  limit,
                  env.RATE_LIMIT_PER_MINUTE || String(DEFAULT_RATE_LIMIT),
                  env.RATE_LIMIT_PER_HOUR || String(DEFAULT_GLOBAL_LIMIT),
                ),
              ).catch((error) => console.error('contact: the limit alert could not be sent', error)),
            );
          }
        },
        health: () => notifyHealth(env),
      });
    }
    // `npm run preview` sets PREVIEW_TOKEN (scripts/wrangler-dev.mjs) and waits for its own server to
    // answer it; never set on the live site, where this path is a plain 404.
    if (pathname === '/api/preview-token' && env.PREVIEW_TOKEN) return answer({ status: 200, body: { token: env.PREVIEW_TOKEN } });
    if (pathname.startsWith('/api/')) return answer({ status: 404, body: { error: 'not-found' } });
    return env.ASSETS.fetch(request);
  },

  async scheduled(controller, env, ctx): Promise<void> {
    const now = controller.scheduledTime;
    if (controller.cron === DAILY_CRON) {
      ctx.waitUntil(
        (async () => {
          const deleted = await deleteExpired(env, now, contactEndpointSettings.retentionDays);
          const count = await sendDigest(env, now);
          console.log(`daily: digest of ${count} requests; ${deleted} older than ${contactEndpointSettings.retentionDays} days deleted`);
        })(),
      );
      return;
    }
    ctx.waitUntil(
      retryPending(env).then(({ sent, failed, waiting }) =>
        console.log(`retry: ${sent} notifications sent, ${failed} failed this run, ${waiting} still waiting`),
      ),
    );
  },
} satisfies ExportedHandler<Env>;
