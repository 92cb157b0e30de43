// POST /sandbox/sms/inbound { from, body } — the SMS stand-in's inbound side (a sandbox tool): a text the
// customer's phone sends back to the lender. STOP and its like words turn texts off at once with one
// confirmation; HELP answers with the support phone (lender/domain/texts.ts). A real provider calls the
// lender's own webhook instead, signed.
import { Hono } from 'hono';
import { z } from 'zod';
import type { Env } from '../http/context';
import { parseBody } from '../http/validate';
import { receiveText } from '../domain/texts';

const InboundTextSchema = z.object({
  from: z.string().regex(/^\+?1?\d{10}$/),
  body: z.string().max(160),
});

export const inboundTextTools = new Hono<Env>();

inboundTextTools.post('/inbound', async (c) => {
  const { from, body } = await parseBody(c, InboundTextSchema);
  return c.json({ outcome: await receiveText(c.get('deps'), from, body) });
});
