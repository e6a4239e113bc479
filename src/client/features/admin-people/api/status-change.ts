/** The two account actions every People tab offers; also the last part of their address. */
export type StatusChange = 'deactivate' | 'reactivate';
