// The list of things that run once at start-up after migrations, in order: first-start data, the owner
// account, background workers. Each may mount HTTP routes, print a line for the operator and stop at
// shutdown. Features add themselves here, so startup.server.ts never changes for them.
import type express from 'express';
import type { AppServices } from './services.server';
import { startStaffAccess } from './auth/staff-access-hook.server';
import { seedOnFirstStart } from './db/seed.server';
import { startChangeHub } from './realtime/change-hub.server';
import { startOutboxWorker } from './jobs/start-worker.server';
import { startOrphanPrescriptionSweep } from './storage/orphan-prescriptions.server';

export type StartedHook = {
  mount?: (app: express.Express) => void;
  announce?: (print: (line: string) => void) => void;
  stop?: () => Promise<void>;
};

export type BootstrapHook = (services: AppServices) => Promise<StartedHook | void>;

export const bootstrapHooks: BootstrapHook[] = [
  seedOnFirstStart,
  startStaffAccess,
  startChangeHub,
  startOutboxWorker,
  startOrphanPrescriptionSweep,
];
