// What other modules use of mail: they enter it only here (.dependency-cruiser.cjs).
export {
  fillTemplate,
  MAIL_DELIVERY_TASK,
  type MailMessage,
  scheduleMail,
  scheduleMailDelivery,
  MAIL_DELIVERY_SCHEDULE,
} from './service.js';
export { scheduleBatchedMail, type BatchedMail } from './batch.js';
