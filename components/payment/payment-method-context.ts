'use client';
// Shared by the method tabs and the panels inside them: choosing another tab resets the
// acknowledgement (a tick counts only for the tab visit it was made in), and a panel may send the
// customer to another tab (probation → debit card).
import { createContext, useContext, useState } from 'react';
import type { PaymentMethod } from '@/lib/rules/payment-methods';

export interface PaymentMethodState {
  /** Goes up each time another tab is chosen. */
  ackVersion: number;
  select: (method: PaymentMethod) => void;
}

export const PaymentMethodContext = createContext<PaymentMethodState>({ ackVersion: 0, select: () => undefined });

export const usePaymentMethod = () => useContext(PaymentMethodContext);

/** An acknowledgement checkbox's state that unticks itself when the customer chooses another tab. */
export function useAcknowledgement(): [boolean, (checked: boolean) => void] {
  const { ackVersion } = usePaymentMethod();
  const [tickedAt, setTickedAt] = useState<number | null>(null);
  return [tickedAt === ackVersion, (checked) => setTickedAt(checked ? ackVersion : null)];
}
