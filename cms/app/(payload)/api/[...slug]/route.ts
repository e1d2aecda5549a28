import config from '@payload-config'
import { restHandlers } from '../../../../api-handlers'

export const { GET, POST, DELETE, PATCH, PUT, OPTIONS } = restHandlers(config)
