import { COMPANY } from '../../../shared/company-details';

/** The postal address and phone line that closes each legal page. */
export function ContactBlock({ email, attention }: { email: string; attention: string }) {
  return (
    <address>
      {COMPANY.legalName}
      <br />
      Attn: {attention}
      <br />
      {COMPANY.addressLines.map((line) => (
        <span key={line}>
          {line}
          <br />
        </span>
      ))}
      Email: <a href={`mailto:${email}`}>{email}</a>
      <br />
      Phone: <a href={COMPANY.phoneHref}>{COMPANY.phoneDisplay}</a> ({COMPANY.supportHours})
    </address>
  );
}
