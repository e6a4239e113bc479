import type { Client } from './fixtures';
import { call, runWhile, type Outcome } from './http';
import { sleep } from './wait';
import { Acknowledged } from './writes';

/**
 * A steady flow of what people do while something breaks: public intake forms, a client
 * reading their cases and opening new ones, in `lanes` parallel loops until `stop()`.
 * Keeps every outcome and what was acknowledged, to check afterwards.
 */
export class Traffic {
  readonly outcomes: Outcome[] = [];
  readonly acknowledged = new Acknowledged();
  private flowing = true;
  private readonly done: Promise<void>;

  constructor(
    private readonly base: string,
    private readonly client: Client,
    lanes: number,
  ) {
    this.done = runWhile(
      () => this.flowing,
      lanes,
      (lane) => this.request(lane),
    );
  }

  async stop(): Promise<void> {
    this.flowing = false;
    await this.done;
  }

  private async request(lane: number): Promise<void> {
    const { base, client } = this;
    const outcome =
      lane % 3 === 0
        ? await this.acknowledged.intake(base)
        : lane % 3 === 1
          ? await call(base, 'GET', '/api/cases', { token: client.token })
          : await this.acknowledged.newCase(base, client.token);
    this.outcomes.push(outcome);
    // A steady flow rather than a tight loop of instant 503s.
    await sleep(20);
  }
}
