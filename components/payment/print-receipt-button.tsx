'use client';
// Opens the browser's print dialog; the print style sheet leaves the site's frame off the page. Its words
// come from the page (a server component): the browser is sent no messages for it.
import { Button } from '@/components/ui/button';

export function PrintReceiptButton({ label }: { label: string }) {
  return (
    <Button type="button" variant="secondary" onClick={() => window.print()}>
      {label}
    </Button>
  );
}
