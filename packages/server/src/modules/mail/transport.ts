import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  body: string;
}

const transports = new Map<string, Transporter>();

// SMTP is optional: without an SMTP URL every message stays in the outbox for admins to read.
export function smtpTransport(url: string | undefined): Transporter | undefined {
  if (!url) return undefined;
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

export async function deliver(transport: Transporter, mail: OutgoingMail): Promise<void> {
  const list = (addresses: string) =>
    addresses
      .split(';')
      .map((address) => address.trim())
      .filter(Boolean);
  await transport.sendMail({
    from: mail.from,
    to: list(mail.to),
    cc: list(mail.cc),
    bcc: list(mail.bcc),
    subject: mail.subject,
    text: mail.body,
  });
}
