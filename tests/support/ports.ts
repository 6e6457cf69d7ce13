// A free TCP port on loopback, for a server started in another process.
import net from 'node:net';

export const freePort = () => new Promise<number>((resolve, reject) => {
  const s = net.createServer().once('error', reject).listen(0, '127.0.0.1', () => {
    const { port } = s.address() as net.AddressInfo;
    s.close(() => resolve(port));
  });
});
