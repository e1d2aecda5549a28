/** The seven classical planets that rule signs and nakshatras, plus the two lunar nodes. */
export type Planet = 'sun' | 'moon' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn'
export type DashaLord = Planet | 'rahu' | 'ketu'
