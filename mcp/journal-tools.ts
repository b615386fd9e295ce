// What the mock saw and did: the failure notifications it made and the requests it received, with the
// contract violations found in them.
import { accountFilter, controlInput, tool, type MockTarget, type Tool } from './tool.ts';

export function journalTools({ control }: MockTarget): Tool[] {
  return [
    tool(
      'list_notifications',
      'Read failure notifications',
      'Every failure notification the mock made (a failed run of a job with notify_on_failure), with its delivery state.',
      controlInput('listNotifications'),
      async (args) => ({ data: await control.notifications(accountFilter(args)) }),
      true,
    ),
    tool(
      'list_requests',
      'Read the request journal',
      'The service-API requests the mock received, oldest first, each with its status and the contract violations found in it (rule, JSON pointer, detail): what the app under test did wrong.',
      controlInput('listRequests'),
      async (args) => {
        const data = await control.requests(accountFilter(args));
        return { data, with_violations: data.filter((entry) => entry.violations.length > 0).length };
      },
      true,
    ),
  ];
}
