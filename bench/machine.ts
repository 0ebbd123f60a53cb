import { cpus, loadavg, totalmem } from 'node:os';

export interface Machine {
  date: string;
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
  /** 1-minute load average when the run started: other work on the machine skews every timing */
  load: number;
}

export const describeMachine = (): Machine => {
  const list = cpus();
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    cpu: list[0]?.model.trim() ?? 'unknown CPU',
    cores: list.length,
    memoryGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    load: Math.round((loadavg()[0] ?? 0) * 100) / 100,
  };
};
