'use client';
// Plaid Link for one of Plaid's link tokens (react-plaid-link loads Plaid's script from its CDN, which the
// page's Content-Security-Policy admits: lib/security/headers.ts). It opens as soon as Plaid is ready and
// renders nothing itself: Plaid draws its own dialog. Loaded only when a Plaid token arrives, so pages
// that never open it do not carry it.
import { useEffect, useRef } from 'react';
import { usePlaidLink, type PlaidLinkOnSuccessMetadata } from 'react-plaid-link';

interface Props {
  linkToken: string;
  onSuccess: (publicToken: string, metadata: PlaidLinkOnSuccessMetadata) => void;
  /** failed: Plaid ended with an error, or could not be loaded; else the customer closed it. */
  onExit: (failed: boolean) => void;
}

export function PlaidLinkDialog({ linkToken, onSuccess, onExit }: Props) {
  const opened = useRef(false);
  const { open, ready, error } = usePlaidLink({
    token: linkToken,
    // Plaid may hand over no public token (flows this lender does not use): nothing to add, so a failure.
    onSuccess: (publicToken, metadata) => (publicToken ? onSuccess(publicToken, metadata) : onExit(true)),
    onExit: (exitError) => onExit(exitError !== null),
  });

  useEffect(() => {
    if (!ready || opened.current) return;
    opened.current = true;
    open();
  }, [ready, open]);

  useEffect(() => {
    if (error) onExit(true);
  }, [error, onExit]);

  return null;
}
