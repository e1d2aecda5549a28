// The signed-in home (spec 2.6).
export default {
  meta: {
    title: 'Your cosmic dashboard',
    description: 'Your readings, analyses and compatibility in one place.',
  },
  welcome: 'Welcome, {{name}}',
  subtitle: 'Your cosmic dashboard',
  settings: 'Settings',
  tabs: { label: 'Dashboard', daily: 'Daily', life: 'Life', soulmate: 'Soulmate' },
  profile: {
    heading: 'Your cosmic profile',
    edit: 'Edit profile',
    sunSign: 'Sun sign:',
    name: 'Name',
    born: 'Born',
    timeUnknown: '(time unknown)',
    place: 'Place of birth',
    timeZone: 'Time zone',
    coordinates: 'Coordinates',
    placeDetails: 'Coordinates and time zone',
    north: 'N',
    south: 'S',
    east: 'E',
    west: 'W',
  },
  soulmate: {
    heading: 'Soulmate Compatibility',
    text: "Compare your birth chart with a partner's: the 36-point Ashtakoot match.",
    start: 'Start Compatibility Analysis',
  },
  complete: {
    heading: 'Complete Your Profile',
    text: 'Your readings are calculated from your birth details. Add them once and everything here is yours.',
    action: 'Complete Your Profile',
    otherLanguage: 'हिंदी में भरें',
  },
  languageNotice: {
    heading: 'A note about your language',
    text: 'You chose {{language}} as your language. We are sorry: Cosmic Insights is not yet translated into it, so you will see the site and our e-mails in English. You can change your language in Settings at any time.',
  },
}
