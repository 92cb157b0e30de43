'use client';
// The ACH authorizations are binding in English: a page in another language shows its
// translation and keeps the English words one click away. The page's server part hands over the English
// authorization messages (and nothing else of the English catalogue); null on an English page.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createTranslator } from 'next-intl';
import type { RuleKey, RuleTranslator } from '@/lib/rules/messages';

export type AuthorizationMessages = Partial<Record<RuleKey, string>>;

const EnglishRules = createContext<RuleTranslator | null>(null);

export function BindingEnglish({ messages, children }: { messages: AuthorizationMessages | null; children: ReactNode }) {
  const translator = useMemo<RuleTranslator | null>(() => {
    if (!messages) return null;
    const t = createTranslator({ locale: 'en-US', messages: { rules: messages }, namespace: 'rules' });
    return (key, values) => t(key as never, values as never);
  }, [messages]);
  return <EnglishRules.Provider value={translator}>{children}</EnglishRules.Provider>;
}

/** The English authorization's translator, on a page that is not in English. */
export const useBindingEnglish = () => useContext(EnglishRules);

/** The English binding text, one click away (a native disclosure: no script needed to open it). */
export function EnglishVersion({ paragraphs, labels }: { paragraphs: string[]; labels: { note: string; show: string; heading: string } }) {
  return (
    <div className="mt-2 space-y-2">
      <p className="text-xs text-muted">{labels.note}</p>
      <details className="rounded border border-gray-300 bg-white p-2">
        <summary className="min-h-11 cursor-pointer content-center font-medium text-brand-700 underline">{labels.show}</summary>
        <div lang="en-US" className="mt-2 space-y-2">
          <p className="font-semibold">{labels.heading}</p>
          {paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </details>
    </div>
  );
}
