// Third parties of the lender (SMS, e-mail, card processor, …). The sandbox versions write to the outbox
// table or are served by the sandbox itself; a production adapter replaces each with the real provider.
// The others are here too: the card servicer's sign-on and portal (./servicer-sso.ts, ./servicer-portal.ts)
// and the bank link (./plaid.ts).
import type { Db } from '../db/client';
import { aesCardProcessor, speedpayKey, type CardProcessorAdapter } from './card-processor';
import { folderFileStore, memoryFileStore, type FileStore } from './file-store';
import { eicarOnlyScanner, type MalwareScanner } from './malware-scanner';
import { outboxAdapter, type MessageAdapter } from './outbox';

export interface Adapters {
  sms: MessageAdapter;
  email: MessageAdapter;
  cardProcessor: CardProcessorAdapter;
  /** Every uploaded file passes it before it is kept. */
  malwareScanner: MalwareScanner;
  /** Where the bytes of uploaded files are kept (the database keeps their records). */
  fileStore: FileStore;
}

export interface AdapterOptions {
  /** The sandbox's own address as a browser reaches it (its stand-in processor page lives there). */
  publicUrl?: string;
  /** The folder uploaded files are kept in; in memory without one (an in-memory database). */
  filesDir?: string;
}

export function sandboxAdapters(db: Db, options: AdapterOptions = {}): Adapters {
  const publicUrl = options.publicUrl ?? process.env.SANDBOX_PUBLIC_URL ?? 'http://127.0.0.1:4010';
  return {
    sms: outboxAdapter(db, 'sms'),
    email: outboxAdapter(db, 'email'),
    cardProcessor: aesCardProcessor(new URL('/sandbox-processor/pay', publicUrl).toString(), speedpayKey()),
    malwareScanner: eicarOnlyScanner,
    fileStore: options.filesDir ? folderFileStore(options.filesDir) : memoryFileStore(),
  };
}
