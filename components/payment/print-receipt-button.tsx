'use client';
// Opens the browser's print dialog; the print style sheet leaves the site's frame off the page.
import { Button } from '@/components/ui/button';

export function PrintReceiptButton() {
  return (
    <Button type="button" variant="secondary" onClick={() => window.print()}>
      Print receipt
    </Button>
  );
}
