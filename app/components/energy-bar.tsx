/**
 * The day's energy on a 10-segment bar (spec 9): green at 7 or more, yellow at 5 or more, red below. The number is in
 * the label too, so the colour is never the only carrier of the meaning.
 */
export function EnergyBar({ level, label }: { level: number; label: string }) {
  const lit = level >= 7 ? 'bg-green-600' : level >= 5 ? 'bg-yellow-400' : 'bg-red-600'
  return (
    <div className="mt-3">
      <div role="meter" aria-valuemin={0} aria-valuemax={10} aria-valuenow={level} aria-label={label} className="flex gap-1" data-energy={level}>
        {Array.from({ length: 10 }, (_, i) => (
          <span key={i} className={`h-4 flex-1 rounded-sm ${i < level ? lit : 'bg-slate-200'}`} />
        ))}
      </div>
      <p className="mt-1 text-sm font-medium text-night-900">{label}</p>
    </div>
  )
}
