import { describe, expect, it } from 'vitest'
import { GANA_POINTS, KOOTA_MAXIMUMS, KOOTA_NAMES, MAITRI_POINTS, NATURAL_RELATIONS, VASHYA_POINTS, YONI_ORDER, YONI_POINTS } from './ashtakoot-tables'

const isSymmetric = (m: readonly (readonly number[])[]) => m.every((row, i) => row.every((value, j) => value === m[j]![i]))

describe('Guna Milan tables (north-std primary)', () => {
  it('have maximums 1…8 adding up to 36', () => {
    expect(KOOTA_NAMES.map((name) => KOOTA_MAXIMUMS[name])).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(KOOTA_NAMES.reduce((sum, name) => sum + KOOTA_MAXIMUMS[name], 0)).toBe(36)
  })

  it('keep every cell within its koota maximum', () => {
    for (const [table, max] of [
      [VASHYA_POINTS, 2],
      [YONI_POINTS, 4],
      [MAITRI_POINTS, 5],
      [GANA_POINTS, 6],
    ] as const) {
      for (const row of table) for (const value of row) expect(value >= 0 && value <= max).toBe(true)
    }
  })

  it('are symmetric for vashya, yoni and graha maitri; gana is not', () => {
    expect(isSymmetric(VASHYA_POINTS)).toBe(true)
    expect(isSymmetric(YONI_POINTS)).toBe(true)
    expect(isSymmetric(MAITRI_POINTS)).toBe(true)
    expect(isSymmetric(GANA_POINTS)).toBe(false)
  })

  it('give yoni 0 exactly for the seven sworn-enemy pairs and 4 on the diagonal', () => {
    const zeros: string[] = []
    YONI_POINTS.forEach((row, i) =>
      row.forEach((value, j) => {
        if (value === 0 && i < j) zeros.push(`${YONI_ORDER[i]}–${YONI_ORDER[j]}`)
        if (i === j) expect(value).toBe(4)
      }),
    )
    expect(zeros.sort()).toEqual(['Horse–Buffalo', 'Elephant–Lion', 'Sheep–Monkey', 'Serpent–Mongoose', 'Dog–Deer', 'Cat–Rat', 'Cow–Tiger'].sort())
  })

  it('derive graha maitri points from the natural relations (F+F 5, F+N 4, N+N 3, F+E 1, N+E 0.5, E+E 0)', () => {
    const points: Record<string, number> = { FF: 5, FN: 4, NF: 4, NN: 3, FE: 1, EF: 1, NE: 0.5, EN: 0.5, EE: 0 }
    MAITRI_POINTS.forEach((row, i) =>
      row.forEach((value, j) => {
        const expected = i === j ? 5 : points[`${NATURAL_RELATIONS[i]![j]}${NATURAL_RELATIONS[j]![i]}`]
        expect(value).toBe(expected)
      }),
    )
  })
})
