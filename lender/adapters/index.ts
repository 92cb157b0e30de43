// Third parties of the lender (SMS, e-mail, …). The sandbox versions write to the outbox table;
// a production adapter replaces each with the real provider.
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface MessageAdapter {
  send(message: { to: string; subject?: string; body: string }): Promise<void>;
}

export interface Adapters {
  sms: MessageAdapter;
  email: MessageAdapter;
}

function outboxAdapter(db: Db, channel: 'sms' | 'email'): MessageAdapter {
  return {
    async send({ to, subject, body }) {
      await db.insert(outbox).values({ channel, to, subject: subject ?? null, body });
    },
  };
}

export function sandboxAdapters(db: Db): Adapters {
  return { sms: outboxAdapter(db, 'sms'), email: outboxAdapter(db, 'email') };
}
