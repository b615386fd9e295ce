// The clocks: test clocks (one per scenario, each moving only its accounts' jobs) and the global clock.
import { controlInput, removal, tool, type MockTarget, type Tool } from './tool.ts';

export function clockTools({ control }: MockTarget): Tool[] {
  return [
    tool(
      'list_test_clocks',
      'List test clocks',
      'Every test clock, its time and its accounts.',
      controlInput('listTestClocks'),
      async () => ({ data: await control.testClocks.list() }),
      true,
    ),
    tool(
      'create_test_clock',
      'Create a test clock',
      'A virtual clock of its own, frozen until advanced (Stripe’s model): create one per scenario and an account on it.',
      controlInput('createTestClock'),
      (args) => control.testClocks.create(args as never),
    ),
    tool(
      'advance_test_clock',
      'Advance a test clock',
      'Moves a test clock by `seconds` or `to` a time, running every job of its accounts due on the way, in order; answers the runs made.',
      controlInput('advanceTestClock'),
      (args) => control.testClocks.advance(String(args.test_clock_id), args.body as never),
    ),
    tool(
      'delete_test_clock',
      'Delete a test clock',
      'Deletes a test clock with its accounts and all they hold.',
      controlInput('deleteTestClock'),
      (args) => removal(control.testClocks.remove, args.test_clock_id),
    ),
    tool(
      'get_clock',
      'Read the global clock',
      'The global clock (for accounts on no test clock): its time and whether it is real or virtual.',
      controlInput('getClock'),
      () => control.clock(),
      true,
    ),
    tool(
      'advance_clock',
      'Advance the global clock',
      'Moves the global clock and runs what is due for the accounts on no test clock.',
      controlInput('advanceClock'),
      (args) => control.advance(Number(args.seconds)),
    ),
  ];
}
