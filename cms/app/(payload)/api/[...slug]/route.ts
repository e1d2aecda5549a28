import config from '@payload-config'
import { restHandlers } from '../../../../api-handlers'

// Payload has no PUT routes: Next answers PUT with 405.
export const { GET, POST, DELETE, PATCH, OPTIONS } = restHandlers(config)
