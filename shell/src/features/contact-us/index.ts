export { ContactUsPage } from './contact-us-page';
export {
  contactFormSchema,
  contactTopics,
  contactTopicLabels,
  type ContactMessage,
} from './contact-schema';
