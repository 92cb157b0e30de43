// A section of Account Preferences: a titled card that saves on its own.
export function SectionCard({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-gray-200 bg-white p-5 sm:p-6">
      <h2 id={`${id}-heading`} className="mb-4 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** A success line, announced politely when it appears. */
export function StatusMessage({ text }: { text: string | null }) {
  return (
    <p role="status" className="text-sm font-medium text-success">
      {text}
    </p>
  );
}
