/** Shard 4 of the API's fuzz: see fuzz.test.ts and fuzz/fuzz-endpoints.ts. */
import { fuzzEndpoints } from './fuzz/fuzz-endpoints'

fuzzEndpoints(3)
