// A file sent to a BFF upload route with its progress: the one XMLHttpRequest of the browser's client. fetch()
// reports no upload progress (a streamed request body is not in every browser, and is not how progress is
// shown), so the send is an XMLHttpRequest here, in lib/client, beside bffFetch: the route is named by its
// entry of bff-routes.ts, the answer judged by the same readAnswer (its schema, an ended session, the
// refusals in the customer's language). Components call uploadFile and never touch the request.
import type { BffResult } from './bff-fetch';
import { readAnswer } from './bff-fetch';
import { bffPath, type AnswerOf } from './bff-call';
import type { BffRoute } from './bff-routes';
import { IDEMPOTENCY_HEADER } from '../contract/transaction-headers';

export interface UploadOptions {
  /** The route's path parameters. */
  params: Record<string, string | number>;
  /** The multipart part's name. */
  field: string;
  file: File;
  /** One per chosen file: a retry sends the same key, so the lender keeps the file once. */
  idempotencyKey: string;
  /** 0 to 1 as the bytes leave the browser. */
  onProgress: (fraction: number) => void;
  /** What to say when the network failed, in the customer's language. */
  offlineMessage: string;
  fallbackMessage: string;
}

export function uploadFile<R extends BffRoute>(route: R, options: UploadOptions): Promise<BffResult<AnswerOf<R>>> {
  const form = new FormData();
  form.append(options.field, options.file, options.file.name);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, bffPath(route, options.params));
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(IDEMPOTENCY_HEADER, options.idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, message: options.offlineMessage, errors: {} });
    xhr.ontimeout = xhr.onerror;
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.set(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      let json: unknown = null;
      try {
        json = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        json = null;
      }
      const res = new Response(null, { status: xhr.status, headers });
      void readAnswer(res, json, { schema: route.answer, fallbackMessage: options.fallbackMessage }).then((result) => resolve(result as BffResult<AnswerOf<R>>));
    };
    xhr.send(form);
  });
}
