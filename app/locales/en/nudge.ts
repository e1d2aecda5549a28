// The daily reading by e-mail (ADR 216): its section in Settings, the morning mail and the unsubscribe page.
export default {
  settings: {
    heading: 'Daily reading by e-mail',
    lead: 'Get the day’s overview and why today is as it is, each morning at the hour you choose. Off unless you turn it on.',
    email: 'Send me the daily reading by e-mail',
    hour: 'At this hour',
    zone: 'The hour is on your clock ({{zone}}). The mail is in your language: {{language}}.',
    submit: 'Save my choice',
    busy: 'Saving…',
    saved: { title: 'Choice saved', on: 'Your reading will arrive each day at {{hour}}.', off: 'You will get no daily reading by e-mail.' },
  },
  mail: {
    subject: 'Your reading for {{date}}',
    lead: 'Here is your reading for {{date}}.',
    overview: 'The day',
    why: 'Why today',
    action: 'Read the full reading',
    footer: 'You get this e-mail because you chose the daily reading in your Cosmic Insights settings.',
    unsubscribe: 'Stop these e-mails',
  },
  unsubscribe: {
    meta: { title: 'Stop the daily reading e-mails', description: 'Stop the daily reading by e-mail.' },
    heading: 'Stop the daily reading e-mails?',
    text: 'You will get no more daily readings by e-mail. You can turn them on again in Settings at any time.',
    submit: 'Stop the e-mails',
    doneHeading: 'You will get no more daily reading e-mails',
    doneText: 'You can turn them on again in Settings at any time.',
    invalidHeading: 'This link does not work',
    invalidText: 'The link is incomplete or was changed. Sign in and turn the e-mails off in Settings instead.',
    settings: 'Go to Settings',
  },
}
