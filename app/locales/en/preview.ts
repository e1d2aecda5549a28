// The draft preview page an editor opens from the admin (ADR 134).
export default {
  banner: 'Preview: the latest draft, seen only through this link. Visitors see it once it is published.',
  live: 'Live preview: this page follows what you type in the admin and shows each save.',
  refusedTitle: 'This preview link cannot be opened',
  refused: {
    unsigned: 'This address is not a preview link. Open the preview again from the admin.',
    tampered: 'This preview link is not valid: it has been changed. Open the preview again from the admin.',
    expired: 'This preview link has expired (a link works for one hour). Open the preview again from the admin.',
    missing: 'There is nothing to preview here: the post or page may have been deleted.',
    unreadable: 'The live preview could not read what was typed. Save the draft and open the preview again.',
  },
}
