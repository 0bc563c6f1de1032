/**
 * A mobile number stored in E.164 as people read it: a UK number as it is
 * dialled at home ('+447400123456' → '07400 123456'), any other one grouped
 * after its country code.
 */
export function readableMobile(e164: string): string {
  // A deleted account keeps a placeholder where its number was.
  if (!e164.startsWith('+')) return 'None';
  const uk = /^\+44(\d{4})(\d{6})$/.exec(e164);
  if (uk) return `0${uk[1]} ${uk[2]}`;
  const other = /^\+(\d{1,3})(\d{3,4})(\d+)$/.exec(e164);
  return other ? `+${other[1]} ${other[2]} ${other[3]}` : e164;
}

/** A mobile number that rings it when tapped, written the readable way. */
export function PhoneLink({ mobile }: { mobile: string }) {
  if (!mobile.startsWith('+')) return <span>{readableMobile(mobile)}</span>;
  return <a href={`tel:${mobile}`}>{readableMobile(mobile)}</a>;
}
