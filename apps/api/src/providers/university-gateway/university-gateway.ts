import type { ChartItem } from '@portal/contracts';

/** A course of the student as the university knows it, with the curriculum matrix that holds its hours. */
export interface GatewayCourse {
  name: string;
  matrixId: string;
}

/** The university's academic gateway (docs/spec/07-api.md#other-services). */
export interface UniversityGateway {
  courses(ra: string): Promise<GatewayCourse[]>;
  components(ra: string, matrixId: string): Promise<ChartItem[]>;
}

/** `unavailable`: no answer in time or no connection (503); `bad_answer`: an answer the portal cannot read (502). */
export class GatewayError extends Error {
  readonly kind: 'unavailable' | 'bad_answer';
  constructor(kind: 'unavailable' | 'bad_answer', message: string) {
    super(message);
    this.kind = kind;
  }
}
