// Third parties of the lender (SMS, e-mail, card processor, …). The sandbox versions write to the outbox
// table or are served by the sandbox itself; a production adapter replaces each with the real provider.
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { aesCardProcessor, speedpayKey, type CardProcessorAdapter } from './card-processor';

export interface MessageAdapter {
  send(message: { to: string; subject?: string; body: string }): Promise<void>;
}

export interface Adapters {
  sms: MessageAdapter;
  email: MessageAdapter;
  cardProcessor: CardProcessorAdapter;
}

function outboxAdapter(db: Db, channel: 'sms' | 'email'): MessageAdapter {
  return {
    async send({ to, subject, body }) {
      await db.insert(outbox).values({ channel, to, subject: subject ?? null, body });
    },
  };
}

export interface AdapterOptions {
  /** The sandbox's own address as a browser reaches it (its stand-in processor page lives there). */
  publicUrl?: string;
}

export function sandboxAdapters(db: Db, options: AdapterOptions = {}): Adapters {
  const publicUrl = options.publicUrl ?? process.env.SANDBOX_PUBLIC_URL ?? 'http://127.0.0.1:4010';
  return {
    sms: outboxAdapter(db, 'sms'),
    email: outboxAdapter(db, 'email'),
    cardProcessor: aesCardProcessor(new URL('/sandbox-processor/pay', publicUrl).toString(), speedpayKey()),
  };
}
