// The contact page: the message form and the FAQ. The page's own words are written by editors in the CMS.
export default {
  title: 'Contact',
  heading: 'Contact us',
  description: 'Write to the Cosmic Insights team. We reply within 24 hours.',
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  send: 'Send Message',
  sending: 'Sending...',
  sentTitle: 'Message Sent!',
  sentBody: 'We will reply within 24 hours.',
  sendFailed: 'We could not send your message. Please try again.',
  faqHeading: 'Frequently asked questions',
  noQuestions: 'No questions yet.',
}
