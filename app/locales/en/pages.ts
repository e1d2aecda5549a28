// About and the policy pages: their words are written by editors in the CMS; only the frame is here.
export default {
  notFound: 'Not found',
}
