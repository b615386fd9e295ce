import { rule } from '../../harness/rule/rule.ts';
import { sequenceOperations } from '../../harness/sequence/sequence-commands.ts';
import { checkSequences } from '../../harness/sequence/sequence-runner.ts';

// Model-based: random sequences of create, get, patch, pause, resume, run now, delete, list walk and runs
// list, every answer compared with a model of the spec's state machine (harness/sequence/sequence-model.ts); a
// failure shrinks to the shortest sequence and comes with a replay script.
export default rule({
  meta: {
    id: 'SEQ-001',
    title: 'answers any sequence of job operations as the state machine of the spec says',
    profile: 'full',
    source: { spec: '#/components/schemas/JobStatus' },
    operations: sequenceOperations,
    needs: ['write', 'job-id', 'list'],
  },
  run: (ctx) => checkSequences(ctx),
});
