import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Patienten (/app/patients, /app/patients/:id), nested in the /app shell (issue 17). */
export const patientRoutes: RouteConfigEntry[] = [
  route('patients', 'routes/staff/patients/patients.tsx'),
  route('patients/:id', 'routes/staff/patients/patient.tsx'),
];
