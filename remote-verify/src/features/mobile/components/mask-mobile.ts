/** '+447911123456' → '••• ••• 3456': enough to recognise the number, not enough to copy it. */
export function maskMobile(e164: string): string {
  return `••• ••• ${e164.replace(/\D/g, '').slice(-4)}`;
}
