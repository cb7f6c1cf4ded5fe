/** The part of a pino logger the mailer uses; a service passes its own. */
export interface MailerLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const silentLogger: MailerLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
