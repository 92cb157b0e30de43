// The SMS and e-mail stand-ins: what the lender "sends" is written to the outbox table, where a tester reads it
// (GET /sandbox/outbox, a sandbox tool). A production adapter hands the message to the real provider.
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface MessageAdapter {
  send(message: { to: string; subject?: string; body: string }): Promise<void>;
}

export function outboxAdapter(db: Db, channel: 'sms' | 'email'): MessageAdapter {
  return {
    async send({ to, subject, body }) {
      await db.insert(outbox).values({ channel, to, subject: subject ?? null, body });
    },
  };
}
