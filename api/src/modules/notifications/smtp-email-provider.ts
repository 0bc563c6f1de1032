import nodemailer, { type Transporter } from 'nodemailer';
import type { Email, EmailProvider } from './email-provider';

/** Real e-mail through an SMTP server (SMTP_URL), with one pooled connection kept open. */
export class SmtpEmailProvider implements EmailProvider {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    const url = new URL(smtpUrl);
    url.searchParams.set('pool', 'true');
    this.transport = nodemailer.createTransport(url.toString());
  }

  async send(email: Email): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...email });
  }

  close(): void {
    this.transport.close();
  }
}
