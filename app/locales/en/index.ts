// English, the source of truth: one line per namespace (the Hindi index lists the same ones).
export { default as blog } from './blog'
export { default as common } from './common'
export { default as contact } from './contact'
export { default as home } from './home'
export { default as pages } from './pages'
export { default as pricing } from './pricing'
