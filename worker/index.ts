// The site's Worker (wrangler.jsonc): static assets serve every page; this runs only for /api/*
// (run_worker_first) and for the cron triggers. It exports its handlers only: workerd refuses any
// other named export of the main module.
import { CONTACT_API_PATH, contactEndpointSettings } from '../content/contactEndpoint';
import { handleContact } from './contact';
import { DAILY_CRON, deleteExpired, notifyLead, retryPending, sendDigest } from './notify';
import type { Env, ExecutionContext, ScheduledController } from './types';

const worker = {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === CONTACT_API_PATH) {
      return handleContact(request, env, ({ lead }) => ctx.waitUntil(notifyLead(env, lead)));
    }
    if (pathname.startsWith('/api/')) {
      return new Response(JSON.stringify({ error: 'not-found' }), { status: 404, headers: { 'Content-Type': 'application/json' } });
    }
    return env.ASSETS.fetch(request);
  },

  async scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
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
    ctx.waitUntil(retryPending(env).then(({ sent, failed }) => console.log(`retry: ${sent} notifications sent, ${failed} still pending`)));
  },
};

export default worker;
