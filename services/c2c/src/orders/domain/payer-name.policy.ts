/**
 * Whether the name on a remittance is the customer's verified real name: a payment from anyone else is
 * not the customer's (a third party's money, the usual shape of fraud and laundering through a
 * quick-buy desk), so staff reject it. Written the same way counts as the same name: width, case,
 * spaces and the punctuation of names (. , ' - · ・) do not matter; anything else does.
 */
export function samePayer(payerName: string, verifiedName: string): boolean {
  const key = (name: string) =>
    name
      .normalize('NFKC')
      .toLocaleLowerCase('en')
      .replace(/[\s.,'’\-·・]+/gu, '');
  const payer = key(payerName);
  return payer.length > 0 && payer === key(verifiedName);
}
