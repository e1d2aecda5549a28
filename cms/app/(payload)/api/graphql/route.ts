import config from '@payload-config'
import { graphqlHandlers } from '../../../../api-handlers'

export const { POST, OPTIONS } = graphqlHandlers(config)
