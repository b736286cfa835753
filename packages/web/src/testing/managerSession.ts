import type { Session } from '@tessera/contracts';
import type { ShellSession } from '../components/session';

/** The demo organization's project manager, signed in: the session render tests run under. */
export const managerSession: Session = {
  user: {
    id: 1,
    userName: 'pm',
    firstName: 'Paula',
    lastName: 'Manager',
    email: 'pm@tessera.example',
    role: 'PROJECT_MANAGER',
    timezone: null,
    disableProjectSharing: false,
    defaultMachineTranslateSettingsId: null,
    actsForVendor: false,
  },
  organization: { id: 1, name: 'Demo' },
  permissions: [],
  csrfToken: 'csrf',
};

/** The shell's view of managerSession: no legacy pages, nobody internal, UTC. */
export const managerShellSession: ShellSession = {
  session: managerSession,
  shellConfig: {
    legacyOrigin: null,
    internalEmailDomains: [],
    healthEnvironments: [],
    environment: 'local',
  },
  isInternal: false,
  timeZone: 'UTC',
};
