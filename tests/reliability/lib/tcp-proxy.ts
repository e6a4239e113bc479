import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP forwarder between the server under test and PostgreSQL, so a test can take the
 * database away (`cut`) and give it back (`restore`) without touching the real service.
 */
export class TcpProxy {
  private readonly sockets = new Set<Socket>();
  /** Connections accepted during a stall, forwarded once it ends. */
  private readonly held: Socket[] = [];
  private server: Server | undefined;
  private stalled = false;

  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  /** Starts accepting and forwarding connections. */
  async listen(): Promise<void> {
    const server = createServer((incoming) => this.forward(incoming));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  /**
   * The database is gone: every open connection breaks and new ones are refused, as when
   * PostgreSQL stops.
   */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    this.held.length = 0;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The database is back. */
  restore(): Promise<void> {
    return this.listen();
  }

  close(): Promise<void> {
    return this.cut();
  }

  /**
   * The database hangs: nothing moves either way and new connections get no answer, as when
   * its host freezes or a firewall drops packets. Nothing is lost; `resume` lets it all through.
   */
  stall(): void {
    this.stalled = true;
    for (const socket of this.sockets) socket.pause();
  }

  resume(): void {
    this.stalled = false;
    for (const socket of this.sockets) socket.resume();
    for (const incoming of this.held.splice(0)) this.connectUpstream(incoming);
  }

  private forward(incoming: Socket): void {
    // A connection the kernel accepted just before the cut is refused like the rest.
    if (!this.server) {
      incoming.destroy();
      return;
    }
    this.track(incoming);
    if (this.stalled) {
      incoming.pause();
      this.held.push(incoming);
    } else {
      this.connectUpstream(incoming);
    }
  }

  private connectUpstream(incoming: Socket): void {
    if (incoming.destroyed) return;
    const outgoing = connect(this.target.port, this.target.host);
    this.track(outgoing);
    const pairEnded = () => {
      incoming.destroy();
      outgoing.destroy();
    };
    // Either side failing ends the pair, like a broken network path.
    for (const socket of [incoming, outgoing]) socket.on('close', pairEnded);
    // Plain writes, not pipe(): pipe would resume a side that stall() paused.
    incoming.on('data', (chunk) => outgoing.write(chunk));
    outgoing.on('data', (chunk) => incoming.write(chunk));
    incoming.resume();
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.sockets.delete(socket));
  }
}
