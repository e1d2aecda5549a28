import { useTranslation } from 'react-i18next'
import { rashiKey, signKey } from '../../utils/astrology-names'

/** The rashi's name, with the English one beside it where the language writes them differently (not in Hindi). */
export function SignName({ sign, muted }: { sign: number; muted: boolean }) {
  const { t: names } = useTranslation('astrology')
  const rashi = names(rashiKey(sign))
  const western = names(signKey(sign))
  return (
    <>
      {rashi}
      {western === rashi ? null : <span className={muted ? 'font-normal text-slate-600' : 'font-normal'}> ({western})</span>}
    </>
  )
}
