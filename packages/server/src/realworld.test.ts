import { describeRealWorld } from './testing/realWorldSuite.ts';
import { freshSchema, testPglite } from './testing/testPglite.ts';

describeRealWorld('specrun serve examples/conduit.md, on PGlite', async () => ({
  kind: 'client',
  client: await testPglite(),
  schema: freshSchema('conduit'),
}));
