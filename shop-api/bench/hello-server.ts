import Fastify from 'fastify';

// The reference point of the benchmark: the least a Fastify answer costs on this machine.
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ host: '127.0.0.1', port: Number(process.argv[2] ?? 0) });
console.log(`READY ${address}`);
